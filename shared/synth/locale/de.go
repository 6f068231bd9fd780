package locale

// localeDE is the de tables (listed in locale.go).
func localeDE() *Locale {
	return &Locale{
		Lang:   "de",
		Region: "DE",
		MaleGiven: words(`Peter Michael Thomas Andreas Wolfgang Klaus Jürgen Stefan Christian Uwe Werner
			Frank Hans Bernd Matthias Alexander Markus Martin Tobias Sebastian Jan Lukas Felix Jonas
			Maximilian Florian Dieter Günter Helmut Ralf Karl Paul Leon Niklas Tim`),
		FemaleGiven: words(`Ursula Monika Petra Elisabeth Sabine Renate Helga Karin Brigitte Ingrid Erika
			Andrea Gisela Claudia Susanne Gabriele Christa Julia Anna Katharina Laura Lena Lea
			Hannah Sarah Sophie Marie Johanna Stefanie Nicole Birgit Heike Anja Jana Emma Mia`),
		Surnames: same(`Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann
			Schäfer Koch Bauer Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger
			Hofmann Hartmann Lange Schmitt Werner Schmitz Krause Meier Lehmann Schmid Schulze Maier
			Köhler Herrmann König Walter Mayer Huber Kaiser Fuchs Peters Lang Scholz Möller Weiß Jung`),
		Streets: lines(`
			Hauptstraße
			Schulstraße
			Gartenstraße
			Bahnhofstraße
			Dorfstraße
			Bergstraße
			Birkenweg
			Lindenstraße
			Kirchstraße
			Waldstraße
			Ringstraße
			Schillerstraße
			Goethestraße
			Friedrichstraße
			Am Markt
			Mühlenweg
			Rosenstraße
			Wiesenweg
			Parkstraße
			Feldstraße`),
		Cities: cities(`
			Berlin|10115|Berlin
			Hamburg|20095|Hamburg
			München|80331|Bayern
			Köln|50667|Nordrhein-Westfalen
			Frankfurt am Main|60311|Hessen
			Stuttgart|70173|Baden-Württemberg
			Düsseldorf|40213|Nordrhein-Westfalen
			Leipzig|04109|Sachsen
			Dortmund|44135|Nordrhein-Westfalen
			Essen|45127|Nordrhein-Westfalen
			Bremen|28195|Bremen
			Dresden|01067|Sachsen
			Hannover|30159|Niedersachsen
			Nürnberg|90402|Bayern
			Duisburg|47051|Nordrhein-Westfalen
			Bochum|44787|Nordrhein-Westfalen
			Wuppertal|42103|Nordrhein-Westfalen
			Bielefeld|33602|Nordrhein-Westfalen
			Bonn|53111|Nordrhein-Westfalen
			Mannheim|68159|Baden-Württemberg
			Freiburg im Breisgau|79098|Baden-Württemberg
			Mainz|55116|Rheinland-Pfalz`),
		CompanyRoots: words(`Bau Technik Elektro Logistik Handel Maschinenbau Software Energie Nordlicht
			Rheinland Alpen Bayern Stahl Holz Druck Medien Transport Consulting Immobilien`),
		LegalForms:   []string{"GmbH", "AG", "GmbH & Co. KG", "KG", "UG (haftungsbeschränkt)"},
		WebTLD:       "de",
		EmailDomains: words(`web.de gmx.de gmx.net t-online.de freenet.de posteo.de gmail.com`),
		StreetSep:    " ",
	}
}
