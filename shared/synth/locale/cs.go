package locale

// localeCS is the cs tables (listed in locale.go).
func localeCS() *Locale {
	return &Locale{
		Lang:   "cs",
		Region: "CZ",
		MaleGiven: words(`Jan Jiří Petr Josef Pavel Martin Tomáš Jaroslav Miroslav Zdeněk Václav Michal
			František Jakub Milan Karel Lukáš David Vladimír Ondřej Roman Stanislav Marek Radek
			Daniel Antonín Vojtěch Filip Adam Matěj Dominik Aleš Libor Šimon Vít Hynek Bohumil`),
		FemaleGiven: words(`Marie Jana Eva Hana Anna Lenka Kateřina Lucie Věra Alena Petra Veronika Jaroslava
			Martina Tereza Michaela Jitka Helena Ludmila Zdeňka Ivana Monika Eliška Zuzana Markéta
			Barbora Kristýna Klára Adéla Natálie Simona Dana Pavla Šárka Vlasta Gabriela Radka`),
		Surnames: derived(`Novák Svoboda Novotný Dvořák Černý Procházka Kučera Veselý Horák Němec
			Marek Pokorný Pospíšil Hájek Král Jelínek Růžička Beneš Fiala Sedláček Doležal Zeman
			Kolář Navrátil Čermák Vaněk Urban Blažek Kříž Kovář Bartoš Vlček Polák Musil Kopecký
			Šimek Konečný Malý Holub Štěpánek Kadlec Soukup Dostál Mareš Sýkora Tichý Vávra`, CzechFeminine),
		Streets: lines(`
			Národní
			Vinohradská
			Masarykova
			Husova
			Palackého
			Nádražní
			Školní
			Husitská
			Komenského
			Jiráskova
			Smetanova
			Žižkova
			Lidická
			Polní
			Zahradní
			Na Příkopě
			U Stadionu
			Sokolská
			Dlouhá
			Krátká
			Havlíčkova
			Tyršova`),
		Cities: cities(`
			Praha/Praze|110 00|Hlavní město Praha
			Brno/Brně|602 00|Jihomoravský kraj
			Ostrava/Ostravě|702 00|Moravskoslezský kraj
			Plzeň/Plzni|301 00|Plzeňský kraj
			Liberec/Liberci|460 01|Liberecký kraj
			Olomouc/Olomouci|779 00|Olomoucký kraj
			České Budějovice/Českých Budějovicích|370 01|Jihočeský kraj
			Hradec Králové/Hradci Králové|500 02|Královéhradecký kraj
			Ústí nad Labem/Ústí nad Labem|400 01|Ústecký kraj
			Pardubice/Pardubicích|530 02|Pardubický kraj
			Zlín/Zlíně|760 01|Zlínský kraj
			Havířov/Havířově|736 01|Moravskoslezský kraj
			Kladno/Kladně|272 01|Středočeský kraj
			Most/Mostě|434 01|Ústecký kraj
			Opava/Opavě|746 01|Moravskoslezský kraj
			Jihlava/Jihlavě|586 01|Kraj Vysočina
			Karlovy Vary/Karlových Varech|360 01|Karlovarský kraj
			Teplice/Teplicích|415 01|Ústecký kraj
			Tábor/Táboře|390 01|Jihočeský kraj
			Znojmo/Znojmě|669 02|Jihomoravský kraj
			Kolín/Kolíně|280 02|Středočeský kraj
			Trutnov/Trutnově|541 01|Královéhradecký kraj`),
		CompanyRoots: words(`Stavby Agro Elektro Montáže Technik Servis Doprava Moravia Bohemia Strojírny
			Energie Obchod Projekt Logistika Data Pekárna Tiskárna Kovo Dřevo Plast Sklo Textil`),
		LegalForms:   []string{"s.r.o.", "a.s.", "spol. s r.o.", "v.o.s."},
		WebTLD:       "cz",
		EmailDomains: words(`seznam.cz email.cz centrum.cz post.cz volny.cz atlas.cz gmail.com`),
		StreetSep:    " ",
	}
}
