package locale

// localeEN is the en tables (listed in locale.go).
func localeEN() *Locale {
	return &Locale{
		Lang:   "en",
		Region: "US",
		MaleGiven: words(`James John Robert Michael William David Richard Joseph Thomas Charles Christopher
			Daniel Matthew Anthony Mark Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George
			Timothy Ronald Edward Jason Jeffrey Ryan Jacob Gary Nicholas Eric Jonathan Stephen Oliver Harry`),
		FemaleGiven: words(`Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa
			Nancy Betty Margaret Sandra Ashley Kimberly Emily Donna Michelle Carol Amanda Dorothy
			Melissa Deborah Stephanie Rebecca Sharon Laura Cynthia Kathleen Amy Angela Helen Emma Olivia`),
		Surnames: same(`Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Wilson
			Anderson Taylor Thomas Moore Jackson Martin Lee Thompson White Harris Clark Lewis Robinson
			Walker Young Allen King Wright Scott Hill Green Adams Baker Nelson Carter Mitchell Roberts
			Turner Phillips Campbell Parker Evans Edwards Collins Stewart Morris Murphy Cook Rogers`),
		Streets: lines(`
			Main Street
			Oak Street
			Maple Avenue
			Cedar Lane
			Elm Street
			Washington Avenue
			Lake Drive
			Park Avenue
			Pine Street
			Hillcrest Road
			Church Street
			Sunset Boulevard
			Highland Avenue
			Mill Road
			River Road
			Spring Street
			Franklin Avenue
			Chestnut Street
			Walnut Street
			Lincoln Way`),
		Cities: cities(`
			New York|10001|New York
			Los Angeles|90012|California
			Chicago|60601|Illinois
			Houston|77002|Texas
			Phoenix|85003|Arizona
			Philadelphia|19102|Pennsylvania
			San Antonio|78205|Texas
			San Diego|92101|California
			Dallas|75201|Texas
			Austin|78701|Texas
			Seattle|98101|Washington
			Denver|80202|Colorado
			Boston|02108|Massachusetts
			Portland|97204|Oregon
			Atlanta|30303|Georgia
			Miami|33130|Florida
			Nashville|37203|Tennessee
			Columbus|43215|Ohio
			Minneapolis|55401|Minnesota
			Baltimore|21202|Maryland`),
		CompanyRoots: words(`Acme Summit Pioneer Riverside Northwind Bluewater Keystone Liberty Evergreen
			Granite Harbor Silverline Redwood Frontier Atlas Beacon Cornerstone Horizon Meridian`),
		LegalForms:        []string{"Inc.", "LLC", "Ltd", "Corp.", "Inc"},
		WebTLD:            "com",
		EmailDomains:      words(`gmail.com yahoo.com outlook.com hotmail.com aol.com icloud.com comcast.net`),
		StreetNumberFirst: true,
	}
}
