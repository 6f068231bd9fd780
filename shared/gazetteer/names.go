// Package gazetteer holds the NER tagger's word classes and tables: given
// names, surnames (with Czech, Slovak and Polish feminine forms derived by
// rule), organisation legal forms, cities, and the sets it builds from the
// words of shared/lang/vocab (titles, place prepositions, lead
// words, job-title and place heads, form labels ...). The NER tagger uses them
// as features and the training script uses them to generate synthetic
// sentences, so a changed word changes the trained weights. Here stays only
// what is no one language's words: names and places (tables of their own),
// legal forms and acronyms of no language, and Dutch words (vocab has no
// Dutch).
//
// These lists are written for this project (common names and public place
// names). The longer name lists in listed/ come from a third party, with
// their source and licence in each file's header and in NOTICE (see
// Listed).
package gazetteer

import (
	"strings"

	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// Langs are the supported languages.
var Langs = []string{"en", "de", "fr", "es", "it", "pl", "cs", "sk"}

// Names are one language's common names.
type Names struct {
	Male, Female []string
	// Surnames are masculine (or invariant) forms; see FeminineSurname.
	Surnames []string
}

// ByLang holds the name lists per language.
var ByLang = map[string]Names{
	"en": {
		Male:     split("James John Robert Michael David William Richard Thomas Charles Daniel Matthew Anthony Andrew Joshua Kevin Brian George Edward Ryan Jacob Gary Timothy Jason Jeffrey Oliver Harry Jack Noah Liam Ethan Mike Tom Bob Jim Joe Dave Steve Chris Matt Alex Sam Ben Dan Nick Tony Andy Pete Greg"),
		Female:   split("Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Nancy Lisa Margaret Sandra Ashley Emily Michelle Amanda Melissa Deborah Stephanie Rebecca Laura Sharon Cynthia Amy Olivia Emma Sophie Chloe Kate Sue Jen Liz Beth Meg Jess Anna Lucy Grace"),
		Surnames: split("Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Jackson Martin Thompson White Harris Clark Lewis Robinson Walker Young Allen Wright Scott Hill Green Adams Baker Nelson Carter Mitchell Roberts Turner Phillips Campbell Parker Evans Edwards Collins Stewart Morris Murphy Cook Rogers Morgan Cooper Peterson Bailey Reed Kelly Howard"),
	},
	"de": {
		Male:     split("Thomas Michael Andreas Stefan Christian Markus Peter Klaus Jürgen Wolfgang Frank Uwe Matthias Tobias Florian Sebastian Lukas Jonas Felix Maximilian Dieter Günter Horst Jörg Ralf Bernd Helmut Karl Heinz Lars"),
		Female:   split("Sabine Petra Monika Ursula Andrea Claudia Susanne Birgit Katrin Stefanie Julia Anna Lena Laura Lea Hannah Sophie Marie Katharina Christina Ingrid Gisela Renate Heike Anke Jutta Silke Kerstin Ulrike Franziska"),
		Surnames: split("Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt Werner Schmitz Krause Meier Lehmann Schmid Schulze Maier Köhler Herrmann König Walter Mayer Huber Kaiser Fuchs Peters Lang Scholz Möller Weiß Jung Hahn Vogel"),
	},
	"fr": {
		Male:     split("Jean Pierre Michel André Philippe Alain Jacques Bernard Christophe François Nicolas Laurent Julien Sébastien Antoine Mathieu Guillaume Thierry Olivier Stéphane Hugo Louis Lucas Théo Gabriel Arthur Raphaël Maxime Baptiste Yves"),
		Female:   split("Marie Nathalie Isabelle Sylvie Catherine Françoise Martine Christine Monique Valérie Sandrine Stéphanie Céline Aurélie Camille Julie Léa Chloé Manon Inès Emma Jade Louise Océane Mathilde Élodie Amélie Brigitte Josiane Hélène"),
		Surnames: split("Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel Garcia David Bertrand Roux Vincent Fournier Morel Girard André Lefèvre Mercier Dupont Lambert Bonnet François Martinez Legrand Garnier Faure Rousseau Blanc Guérin Muller Henry Roussel Nicolas Perrin Morin Mathieu Clément Gauthier Dumont Lopez Fontaine Chevalier Robin"),
	},
	"es": {
		Male:     split("Antonio José Manuel Francisco David Juan Javier Daniel Carlos Jesús Alejandro Miguel Rafael Pablo Pedro Sergio Fernando Jorge Luis Alberto Álvaro Diego Adrián Raúl Enrique Ramón Vicente Andrés Joaquín Santiago"),
		Female:   split("María Carmen Ana Isabel Laura Cristina Marta Lucía Pilar Dolores Paula Elena Sara Rosa Raquel Manuela Mercedes Julia Beatriz Silvia Patricia Alba Irene Andrea Nuria Rocío Inmaculada Montserrat Consuelo Teresa"),
		Surnames: split("García Rodríguez González Fernández López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz Hernández Díaz Moreno Muñoz Álvarez Romero Alonso Gutiérrez Navarro Torres Domínguez Vázquez Ramos Gil Ramírez Serrano Blanco Molina Morales Suárez Ortega Delgado Castro Ortiz Rubio Marín Sanz Iglesias Núñez Medina Garrido Cortés Castillo Santos Lozano Guerrero Cano Prieto"),
	},
	"it": {
		Male:     split("Giuseppe Giovanni Antonio Mario Luigi Francesco Angelo Vincenzo Pietro Salvatore Carlo Franco Domenico Bruno Paolo Michele Giorgio Aldo Sergio Luciano Marco Alessandro Andrea Matteo Lorenzo Leonardo Riccardo Davide Simone Stefano"),
		Female:   split("Maria Anna Giuseppina Rosa Angela Giovanna Teresa Lucia Carmela Caterina Francesca Antonietta Elena Giulia Chiara Sara Martina Alessia Sofia Aurora Federica Valentina Silvia Paola Laura Roberta Simona Elisa Beatrice Ilaria"),
		Surnames: split("Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi Caruso Ferrara Galli Martini Leone Longo Gentile Martinelli Vitale Lombardo Serra Coppola D'Angelo Marchetti Parisi Villa Conte Ferraro Ferri Fabbri Bianco Marini Grasso Valentini"),
	},
	"pl": {
		Male:     split("Piotr Krzysztof Andrzej Tomasz Paweł Jan Michał Marcin Jakub Adam Marek Łukasz Grzegorz Mateusz Wojciech Mariusz Dariusz Zbigniew Maciej Kamil Rafał Robert Jacek Szymon Dawid Bartosz Artur Sebastian Karol Przemysław"),
		Female:   split("Kasia Basia Gosia Asia Ola Zosia Magda Ania Ela Iza Anna Maria Katarzyna Małgorzata Agnieszka Barbara Ewa Krystyna Magdalena Elżbieta Joanna Aleksandra Monika Zofia Teresa Danuta Natalia Julia Karolina Marta Beata Dorota Halina Jadwiga Alicja Justyna Paulina Weronika Iwona Zuzanna"),
		Surnames: split("Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański Woźniak Dąbrowski Kozłowski Jankowski Mazur Wojciechowski Kwiatkowski Krawczyk Kaczmarek Piotrowski Grabowski Zając Pawłowski Michalski Król Wieczorek Jabłoński Wróbel Nowakowski Majewski Olszewski Stępień Malinowski Jaworski Adamczyk Dudek Nowicki Pawlak Górski Witkowski Walczak Sikora Baran Rutkowski Michalak Szewczyk Ostrowski Tomaszewski Pietrzak Zalewski Wróblewski"),
	},
	"cs": {
		Male:     split("Jan Jiří Petr Josef Pavel Martin Tomáš Jaroslav Miroslav Zdeněk Václav Michal František Karel Milan Lukáš Jakub David Ondřej Vojtěch Marek Filip Adam Matěj Radek Roman Aleš Stanislav Vladimír Daniel"),
		Female:   split("Káťa Péťa Verča Zuzka Bára Terka Míša Jana Marie Eva Hana Anna Lenka Kateřina Lucie Věra Alena Petra Veronika Jaroslava Tereza Martina Michaela Jitka Helena Ludmila Zdeňka Ivana Monika Eliška Zuzana Markéta Barbora Kristýna Klára Natálie Simona"),
		Surnames: split("Novák Svoboda Novotný Dvořák Černý Procházka Kučera Veselý Horák Němec Pokorný Marek Pospíšil Hájek Jelínek Král Růžička Beneš Fiala Sedláček Doležal Zeman Kolář Navrátil Čermák Vaněk Urban Blažek Kříž Kovář Bartoš Vlček Polák Musil Kopecký Šimek Konečný Malý Holub Štěpánek Kadlec Dostál Soukup Šťastný Mareš Moravec Sýkora Tichý Valenta Vávra"),
	},
	"sk": {
		Male:     split("Peter Ján Jozef Michal Martin Tomáš Marek Lukáš Juraj Milan Pavol Miroslav Štefan Vladimír Ladislav Dušan Ivan Matej Róbert Roman Igor Marián Jakub Samuel Filip Adam Richard Branislav Ľubomír Andrej"),
		Female:   split("Zuzka Janka Katka Majka Evka Mária Anna Zuzana Katarína Eva Jana Martina Lucia Monika Ivana Veronika Helena Alžbeta Viera Lenka Michaela Barbora Dominika Simona Petra Andrea Silvia Kristína Nikola Gabriela Soňa Ľudmila Magdaléna Terézia Natália"),
		Surnames: split("Horváth Kováč Varga Tóth Nagy Baláž Szabó Molnár Balog Lukáč Novák Kollár Németh Oravec Farkaš Hudák Polák Kráľ Gajdoš Baran Jurčík Čierny Mráz Šimko Blaho Kušnier Vlček Sloboda Bartoš Marko Ďurica Hruška Kozák Pavlík Rusnák Holub Mikuláš Bielik Fabian Hrivnák"),
	},
}

// FeminineSurname derives the feminine form of a masculine surname where the
// language inflects surnames by gender (Novák → Nováková, Černý → Černá,
// Kowalski → Kowalska); elsewhere it returns s unchanged.
func FeminineSurname(lang, s string) string {
	switch lang {
	case "cs", "sk":
		switch {
		case strings.HasSuffix(s, "ý"):
			return strings.TrimSuffix(s, "ý") + "á"
		case strings.HasSuffix(s, "y") && lang == "sk":
			return strings.TrimSuffix(s, "y") + "á"
		case strings.HasSuffix(s, "a"):
			return strings.TrimSuffix(s, "a") + "ová"
		case strings.HasSuffix(s, "ek"):
			return strings.TrimSuffix(s, "ek") + "ková"
		case strings.HasSuffix(s, "ec"):
			return strings.TrimSuffix(s, "ec") + "cová"
		case strings.HasSuffix(s, "el"):
			return s + "ová"
		default:
			return s + "ová"
		}
	case "pl":
		switch {
		case strings.HasSuffix(s, "ski"), strings.HasSuffix(s, "cki"), strings.HasSuffix(s, "dzki"):
			return strings.TrimSuffix(s, "i") + "a"
		}
	}
	return s
}

func split(s string) []string { return strings.Fields(s) }

// conceptSet is the set of one vocab concept's words in every language,
// with the space-separated words of extra (words of no language vocab has).
func conceptSet(concept func(*vocab.Lexicon) []string, extra ...string) map[string]bool {
	m := WordSet(extra...)
	for _, w := range vocab.All(concept) {
		m[w] = true
	}
	return m
}

// WordSet is the set of the space-separated words of lists.
func WordSet(lists ...string) map[string]bool {
	m := map[string]bool{}
	for _, l := range lists {
		for _, w := range strings.Fields(l) {
			m[w] = true
		}
	}
	return m
}
