package locale

// localeIT is the it tables (listed in locale.go).
func localeIT() *Locale {
	return &Locale{
		Lang:   "it",
		Region: "IT",
		MaleGiven: words(`Giuseppe Giovanni Antonio Mario Luigi Francesco Angelo Vincenzo Pietro Salvatore
			Carlo Franco Domenico Bruno Paolo Michele Giorgio Aldo Sergio Luca Marco Andrea Alessandro
			Matteo Lorenzo Leonardo Davide Stefano Roberto Simone Federico Riccardo Fabio Massimo`),
		FemaleGiven: words(`Maria Anna Giuseppina Rosa Angela Giovanna Teresa Lucia Carmela Caterina
			Francesca Antonietta Carla Elena Concetta Rita Paola Laura Giulia Sofia Aurora Alice
			Ginevra Emma Giorgia Martina Chiara Sara Valentina Alessandra Silvia Federica Elisa`),
		Surnames: same(`Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno
			Gallo Conti Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana
			Santoro Mariani Rinaldi Caruso Ferrara Galli Martini Leone Longo Gentile Martinelli
			Vitale Lombardo Serra Coppola D'Angelo Marchetti Parisi Villa Conte Ferraro`),
		Streets: lines(`
			Via Roma
			Via Garibaldi
			Via Mazzini
			Via Cavour
			Via Dante Alighieri
			Corso Vittorio Emanuele II
			Via Verdi
			Via Marconi
			Piazza della Repubblica
			Via XX Settembre
			Via Nazionale
			Via Matteotti
			Via Manzoni
			Corso Italia
			Via San Francesco
			Via della Libertà
			Via Kennedy
			Via dei Mille
			Viale Europa
			Via Leopardi`),
		Cities: cities(`
			Roma|00184|Lazio
			Milano|20121|Lombardia
			Napoli|80133|Campania
			Torino|10121|Piemonte
			Palermo|90133|Sicilia
			Genova|16121|Liguria
			Bologna|40121|Emilia-Romagna
			Firenze|50122|Toscana
			Bari|70121|Puglia
			Catania|95121|Sicilia
			Venezia|30121|Veneto
			Verona|37121|Veneto
			Messina|98122|Sicilia
			Padova|35122|Veneto
			Trieste|34121|Friuli-Venezia Giulia
			Brescia|25121|Lombardia
			Parma|43121|Emilia-Romagna
			Modena|41121|Emilia-Romagna
			Perugia|06121|Umbria
			Cagliari|09124|Sardegna`),
		CompanyRoots: words(`Costruzioni Trasporti Servizi Impianti Edilizia Meccanica Tecnologie Alimentari
			Adriatica Tirrena Lombarda Toscana Italia Energia Logistica Consulenze Sistemi`),
		LegalForms:   []string{"S.p.A.", "S.r.l.", "S.r.l.s.", "S.a.s.", "S.n.c."},
		WebTLD:       "it",
		EmailDomains: words(`libero.it virgilio.it alice.it tiscali.it tim.it hotmail.it gmail.com`),
		StreetSep:    ", ",
	}
}
