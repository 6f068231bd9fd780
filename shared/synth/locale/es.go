package locale

// localeES is the es tables (listed in locale.go).
func localeES() *Locale {
	return &Locale{
		Lang:   "es",
		Region: "ES",
		MaleGiven: words(`Antonio José Manuel Francisco David Juan Javier Daniel Carlos Jesús Alejandro
			Miguel Rafael Pedro Pablo Ángel Sergio Fernando Jorge Luis Alberto Álvaro Adrián Diego
			Raúl Enrique Ramón Vicente Andrés Joaquín Hugo Mario Marcos Iván Rubén`),
		FemaleGiven: words(`María Carmen Ana Isabel Laura Cristina Marta Lucía Dolores Pilar Paula Elena
			Raquel Sara Rosa Manuela Mercedes Teresa Beatriz Julia Silvia Patricia Irene Andrea
			Rocío Alba Sofía Claudia Nuria Montserrat Inmaculada Alicia Natalia Marina Noelia`),
		Surnames: same(`García Rodríguez González Fernández López Martínez Sánchez Pérez Gómez Martín
			Jiménez Ruiz Hernández Díaz Moreno Muñoz Álvarez Romero Alonso Gutiérrez Navarro Torres
			Domínguez Vázquez Ramos Gil Ramírez Serrano Blanco Molina Morales Suárez Ortega Delgado
			Castro Ortiz Rubio Marín Sanz Núñez Iglesias Medina Garrido Cortés Castillo Santos`),
		Streets: lines(`
			Calle Mayor
			Calle Real
			Gran Vía
			Calle de Alcalá
			Avenida de la Constitución
			Calle del Sol
			Plaza de España
			Calle de la Iglesia
			Paseo de la Castellana
			Calle Nueva
			Avenida de Andalucía
			Calle San Juan
			Calle de Serrano
			Rambla de Catalunya
			Calle Colón
			Calle Cervantes
			Avenida del Mar
			Calle de la Paz
			Calle Santa Ana
			Calle Príncipe`),
		Cities: cities(`
			Madrid|28013|Comunidad de Madrid
			Barcelona|08002|Cataluña
			Valencia|46002|Comunidad Valenciana
			Sevilla|41004|Andalucía
			Zaragoza|50001|Aragón
			Málaga|29015|Andalucía
			Murcia|30004|Región de Murcia
			Palma|07001|Islas Baleares
			Bilbao|48005|País Vasco
			Alicante|03002|Comunidad Valenciana
			Córdoba|14003|Andalucía
			Valladolid|47001|Castilla y León
			Vigo|36202|Galicia
			Gijón|33201|Asturias
			Granada|18009|Andalucía
			Vitoria-Gasteiz|01001|País Vasco
			A Coruña|15001|Galicia
			Salamanca|37001|Castilla y León
			Santander|39001|Cantabria
			Pamplona|31001|Navarra`),
		CompanyRoots: words(`Construcciones Transportes Servicios Distribuciones Ingeniería Soluciones
			Inversiones Ibérica Mediterráneo Levante Cantábrico Hispania Logística Energía Gestión`),
		LegalForms:   []string{"S.L.", "S.A.", "S.L.U.", "S.Coop."},
		WebTLD:       "es",
		EmailDomains: words(`gmail.com hotmail.es yahoo.es telefonica.net movistar.es outlook.es`),
		StreetSep:    ", ",
	}
}
