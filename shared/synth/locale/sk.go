package locale

// localeSK is the sk tables (listed in locale.go).
func localeSK() *Locale {
	return &Locale{
		Lang:   "sk",
		Region: "SK",
		MaleGiven: words(`Ján Peter Jozef Michal Martin Tomáš Marek Lukáš Milan Juraj Pavol Miroslav Ľubomír
			Štefan Vladimír Igor Roman Dušan Jakub Matej Adam Samuel Filip Dominik Patrik Richard
			Róbert Marián Ivan Branislav Radoslav Ladislav Andrej Daniel Viliam`),
		FemaleGiven: words(`Mária Anna Jana Katarína Zuzana Eva Martina Lucia Monika Ivana Veronika Petra
			Michaela Andrea Simona Barbora Kristína Lenka Soňa Dominika Nikola Alžbeta Silvia
			Gabriela Beáta Helena Viera Ľudmila Terézia Natália Ema Sofia Viktória Adriana`),
		Surnames: derived(`Horváth Kováč Varga Tóth Nagy Baláž Szabó Molnár Balog Lukáč Novák Kollár
			Németh Oláh Gregor Polák Kráľ Hudák Marko Šimko Mikuláš Urban Sloboda Hric Kučera
			Vlček Bartoš Ďurica Jurík Hrubý Kubík Lacko Hanák Štefánik Gajdoš Holub Sokol Slovák`, CzechFeminine),
		Streets: lines(`
			Hlavná
			Štúrova
			Hviezdoslavova
			Obchodná
			Mlynská
			Školská
			Záhradnícka
			Námestie SNP
			Kollárova
			Dunajská
			Jesenského
			Komenského
			Partizánska
			Poľná
			Sládkovičova
			Nová
			Krátka
			Dlhá
			Bernolákova
			Mierová`),
		Cities: cities(`
			Bratislava/Bratislave|811 01|Bratislavský kraj
			Košice/Košiciach|040 01|Košický kraj
			Prešov/Prešove|080 01|Prešovský kraj
			Žilina/Žiline|010 01|Žilinský kraj
			Nitra/Nitre|949 01|Nitriansky kraj
			Banská Bystrica/Banskej Bystrici|974 01|Banskobystrický kraj
			Trnava/Trnave|917 01|Trnavský kraj
			Trenčín/Trenčíne|911 01|Trenčiansky kraj
			Martin/Martine|036 01|Žilinský kraj
			Poprad/Poprade|058 01|Prešovský kraj
			Prievidza/Prievidzi|971 01|Trenčiansky kraj
			Zvolen/Zvolene|960 01|Banskobystrický kraj
			Považská Bystrica/Považskej Bystrici|017 01|Trenčiansky kraj
			Michalovce/Michalovciach|071 01|Košický kraj
			Nové Zámky/Nových Zámkoch|940 01|Nitriansky kraj
			Piešťany/Piešťanoch|921 01|Trnavský kraj
			Komárno/Komárne|945 01|Nitriansky kraj
			Levice/Leviciach|934 01|Nitriansky kraj`),
		CompanyRoots: words(`Stavby Agro Elektro Montáže Technika Servis Doprava Tatra Slovakia Strojárne
			Energia Obchod Projekt Logistika Dáta Pekáreň Tlačiareň Drevo Plast Sklo Textil Danubia`),
		LegalForms:   []string{"s.r.o.", "a.s.", "spol. s r.o.", "k.s."},
		WebTLD:       "sk",
		EmailDomains: words(`azet.sk centrum.sk zoznam.sk post.sk pobox.sk atlas.sk gmail.com`),
		StreetSep:    " ",
	}
}
