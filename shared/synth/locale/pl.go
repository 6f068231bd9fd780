package locale

// localePL is the pl tables (listed in locale.go).
func localePL() *Locale {
	return &Locale{
		Lang:   "pl",
		Region: "PL",
		MaleGiven: words(`Piotr Krzysztof Andrzej Tomasz Paweł Jan Michał Marcin Stanisław Jakub Adam
			Marek Łukasz Grzegorz Mateusz Wojciech Mariusz Dariusz Zbigniew Jerzy Maciej Rafał
			Kamil Szymon Bartosz Dawid Robert Józef Tadeusz Kacper Filip Wiktor Antoni`),
		FemaleGiven: words(`Anna Maria Katarzyna Małgorzata Agnieszka Barbara Ewa Krystyna Elżbieta
			Zofia Joanna Magdalena Monika Teresa Danuta Natalia Karolina Marta Beata Dorota
			Aleksandra Julia Alicja Justyna Paulina Iwona Weronika Hanna Oliwia Zuzanna Maja`),
		Surnames: derived(`Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński
			Szymański Woźniak Dąbrowski Kozłowski Jankowski Mazur Kwiatkowski Krawczyk Piotrowski
			Grabowski Nowakowski Pawłowski Michalski Nowicki Adamczyk Dudek Zając Wieczorek
			Jabłoński Król Majewski Olszewski Jaworski Wróbel Malinowski Pawlak Witkowski Walczak
			Stępień Górski Rutkowski Michalak Sikora Ostrowski Baran Duda Szewczyk Tomaszewski
			Pietrzak Marciniak Wróblewski Zalewski Jakubowski Zawadzki Sadowski Wasilewski`, PolishFeminine),
		Streets: lines(`
			ul. Marszałkowska
			ul. Piotrkowska
			ul. Długa
			ul. Krótka
			ul. Polna
			ul. Leśna
			ul. Słoneczna
			ul. Ogrodowa
			ul. Lipowa
			ul. Kościuszki
			ul. Mickiewicza
			ul. Słowackiego
			ul. Sienkiewicza
			ul. Jana Pawła II
			ul. Kolejowa
			ul. Szkolna
			ul. Wiejska
			ul. Floriańska
			ul. Grunwaldzka
			ul. Armii Krajowej`),
		Cities: cities(`
			Warszawa/Warszawie|00-001|mazowieckie
			Kraków/Krakowie|30-001|małopolskie
			Łódź/Łodzi|90-001|łódzkie
			Wrocław/Wrocławiu|50-001|dolnośląskie
			Poznań/Poznaniu|60-001|wielkopolskie
			Gdańsk/Gdańsku|80-001|pomorskie
			Szczecin/Szczecinie|70-001|zachodniopomorskie
			Bydgoszcz/Bydgoszczy|85-001|kujawsko-pomorskie
			Lublin/Lublinie|20-001|lubelskie
			Białystok/Białymstoku|15-001|podlaskie
			Katowice/Katowicach|40-001|śląskie
			Gdynia/Gdyni|81-001|pomorskie
			Częstochowa/Częstochowie|42-200|śląskie
			Radom/Radomiu|26-600|mazowieckie
			Toruń/Toruniu|87-100|kujawsko-pomorskie
			Rzeszów/Rzeszowie|35-001|podkarpackie
			Kielce/Kielcach|25-001|świętokrzyskie
			Olsztyn/Olsztynie|10-001|warmińsko-mazurskie
			Opole/Opolu|45-001|opolskie
			Zielona Góra/Zielonej Górze|65-001|lubuskie`),
		CompanyRoots: words(`Budmax Polbud Agro Elektro Transport Serwis Handel Projekt Logistyka Dane Piekarnia
			Drukarnia Meble Stal Drewno Tekstil Energia Polmar Mazowsze Wisła Bałtyk`),
		LegalForms:   []string{"Sp. z o.o.", "S.A.", "sp.j.", "Sp. k."},
		WebTLD:       "pl",
		EmailDomains: words(`wp.pl onet.pl o2.pl interia.pl gazeta.pl op.pl gmail.com`),
		StreetSep:    " ",
	}
}
