package locale

// localeFR is the fr tables (listed in locale.go).
func localeFR() *Locale {
	return &Locale{
		Lang:   "fr",
		Region: "FR",
		MaleGiven: words(`Jean Pierre Michel André Philippe Alain Jacques Bernard Patrick Daniel Christophe
			Nicolas Laurent Éric Frédéric Stéphane Julien Thomas Olivier Sébastien François Antoine
			Louis Hugo Lucas Gabriel Arthur Léo Raphaël Mathieu Vincent Guillaume Romain Paul`),
		FemaleGiven: words(`Marie Nathalie Isabelle Sylvie Catherine Françoise Christine Monique Valérie
			Sophie Sandrine Véronique Céline Julie Camille Léa Manon Chloé Emma Inès Jade Louise
			Alice Claire Anne Martine Élodie Aurélie Émilie Caroline Hélène Juliette Margaux Pauline`),
		Surnames: same(`Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon
			Laurent Lefebvre Michel Garcia David Bertrand Roux Vincent Fournier Morel Girard André
			Lefèvre Mercier Dupont Lambert Bonnet François Martinez Legrand Garnier Faure Rousseau
			Blanc Guérin Muller Henry Roussel Nicolas Perrin Morin Mathieu Clément Gauthier Dumont`),
		Streets: lines(`
			rue de la Paix
			rue Victor Hugo
			avenue des Champs-Élysées
			rue de la République
			boulevard Saint-Michel
			rue du Moulin
			rue de l'Église
			place de la Mairie
			rue Pasteur
			avenue Jean Jaurès
			rue des Écoles
			rue Nationale
			chemin des Vignes
			rue du Château
			avenue de la Gare
			rue Gambetta
			rue des Lilas
			allée des Tilleuls
			rue Voltaire
			boulevard Haussmann`),
		Cities: cities(`
			Paris|75001|Île-de-France
			Marseille|13001|Provence-Alpes-Côte d'Azur
			Lyon|69001|Auvergne-Rhône-Alpes
			Toulouse|31000|Occitanie
			Nice|06000|Provence-Alpes-Côte d'Azur
			Nantes|44000|Pays de la Loire
			Strasbourg|67000|Grand Est
			Montpellier|34000|Occitanie
			Bordeaux|33000|Nouvelle-Aquitaine
			Lille|59000|Hauts-de-France
			Rennes|35000|Bretagne
			Reims|51100|Grand Est
			Toulon|83000|Provence-Alpes-Côte d'Azur
			Grenoble|38000|Auvergne-Rhône-Alpes
			Dijon|21000|Bourgogne-Franche-Comté
			Angers|49000|Pays de la Loire
			Nîmes|30000|Occitanie
			Clermont-Ferrand|63000|Auvergne-Rhône-Alpes
			Le Havre|76600|Normandie
			Tours|37000|Centre-Val de Loire
			Limoges|87000|Nouvelle-Aquitaine
			Amiens|80000|Hauts-de-France`),
		CompanyRoots: words(`Bâtiment Transports Conseil Logistique Distribution Informatique Énergie
			Atlantique Provence Alpes Méditerranée Industries Services Technologies Habitat Bretagne`),
		LegalForms:        []string{"SARL", "SAS", "SA", "EURL", "SASU"},
		WebTLD:            "fr",
		EmailDomains:      words(`orange.fr free.fr laposte.net sfr.fr wanadoo.fr hotmail.fr gmail.com`),
		StreetNumberFirst: true,
	}
}
