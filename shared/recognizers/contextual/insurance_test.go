package contextual

import "testing"

func TestHealthInsuranceNumber(t *testing.T) {
	cases := []tcase{
		{name: "es nass", text: "NHC: 2594890.\nNASS: 47 39047534 02.\nDomicilio", want: []hit{{"47 39047534 02", 20}}},
		{name: "es nass dashes", text: "NASS: 14-63504522-08.", want: []hit{{"14-63504522-08", 6}}},
		{name: "es afiliación", text: "Número de afiliación: 281234567840", want: []hit{{"281234567840", 22}}},
		{name: "en ontario health card", text: "OHIP HCN:       5847-192-035   Version: KT", want: []hit{{"5847-192-035", 16}}},
		{name: "en", text: "Health insurance number: 123 456 789", want: []hit{{"123 456 789", 25}}},
		{name: "de kvnr", text: "Versichertennummer A123456789", want: []hit{{"A123456789", 19}}},
		{name: "fr", text: "numéro de sécurité sociale 1 85 05 78 006 084", want: []hit{{"1 85 05 78 006 084", 27}}},
		{name: "it", text: "tessera sanitaria 80380001200012345678", want: []hit{{"80380001200012345678", 18}}},
		{name: "pl", text: "numer ubezpieczenia 12345678", want: []hit{{"12345678", 20}}},
		{name: "cs", text: "číslo pojištěnce 7801011234", want: []hit{{"7801011234", 17}}},
		{name: "sk", text: "číslo poistenca 7801011234", want: []hit{{"7801011234", 16}}},
		{name: "es sip", text: "F. nacimiento: 29/08/1979     SIP: 4561278\nDNI", want: []hit{{"4561278", 35}}},
		{name: "es cip", text: "Paciente: García Navarro, Teresa   CIP: ARGN620905119012\nPago", want: []hit{{"ARGN620905119012", 40}}},
		{name: "five capitals are a word", text: "CIP: ABCDE620905119012"},
		{name: "no keyword", text: "Order 47 39047534 02 shipped."},
		// a policy of another insurance is no health insurance number
		{name: "cs policy", text: "Číslo pojistné smlouvy: 8012345678"},
		{name: "sk policy", text: "číslo poistnej zmluvy 5500123456"},
		{name: "cs liability", text: "pojištění odpovědnosti č. 123456789"},
		// a contract's or a claim's label nearer than the insurer's name
		{name: "cs insurer then contract", text: "Česká podnikatelská pojišťovna, č. smlouvy 6170448903"},
		{name: "de insurer then contract", text: "Krankenkasse AOK, Vertragsnummer 0301234567"},
		{name: "de insurer then the insured's number", text: "Krankenkasse AOK, Versichertennummer A123456780", want: []hit{{"A123456780", 37}}},
		// an English "Social Security number" is the US SSN, a national id
		{name: "en social security", text: "Social Security No. 512449012"},
		{name: "en social security card", text: "social security #: 512 44 9012"},
		// a policy number is no member's number (the dev set's guide leaves
		// policy numbers unlabelled)
		{name: "en motor policy", text: "Policy number: MTR-4482910"},
		{name: "en policy", text: "Policy No. 88120457 renews in May"},
		{name: "en member", text: "Member ID: W284719330", want: []hit{{"W284719330", 11}}},
		{name: "cs pojištěnec", text: "pojištěnec č. 8012345678", want: []hit{{"8012345678", 14}}},
		{name: "too short", text: "NASS: 12345"},
		{name: "far keyword", text: "Insurance was paid in full by the company on 12345678"},
		{name: "phone", text: "insurance hotline +420 123 456 789"},
		{name: "years", text: "Compagnie d'assurance mutuelle 1792-1839"},
		// the keyword labels its own clause only
		{name: "other clause", text: "Krankenkasse: keine; Kunde 12345678"},
		{name: "other value between", text: "NASS 12345678 cliente 87654321", want: []hit{{"12345678", 5}}},
		// the insurer's letters and a blank before the member number
		{name: "fr adhérent", text: "Harmonie Mutuelle, adhérent n° HM 30418872.", want: []hit{{"HM 30418872", 31}}},
		// a form's remark between label and value: the claim's number that
		// the insurer fills in is no insured person's
		{name: "cs claim, remark names the insurer", text: "Číslo škodné události (vyplní pojišťovna): 4261-3390-25"},
		{name: "cs insured, remark between", text: "Číslo pojištěnce (vyplní lékař): 8203046731", want: []hit{{"8203046731", 33}}},
		{name: "es CIP spaced", text: "Tarjeta sanitaria BBBB 1234 5678 9012", want: []hit{{"BBBB 1234 5678 9012", 18}}},
		{name: "de Mitglied", text: "Mitgliedsnummer der Kasse: TK 41234567", want: []hit{{"TK 41234567", 27}}},
		{name: "label letters are not the number's", text: "NSS 28 12345678 40", want: []hit{{"28 12345678 40", 4}}},
		{name: "four capitals and a blank", text: "Versichertennummer ABCD 12345678", want: []hit{{"12345678", 24}}},
		// es the individual health card's code, a US insurer's member id in Spanish
		{name: "es TIS", text: "La paciente vive en Bilbao con su familia. DNI: 12345678Z\nTIS: RIME850317113016\n", want: []hit{{"RIME850317113016", 63}}},
		{name: "es TSI", text: "El paciente acude a la consulta con su hija. Nº TSI: MAGA640212811014", want: []hit{{"MAGA640212811014", 53}}},
		// the abbreviations are Spanish: other languages' acronyms elsewhere
		{name: "it TSI", text: "Il veicolo è stato fermato dalla polizia. TSI 12345678 della centrale."},
		{name: "es-us ID de miembro", text: "Aseguradora: Blue Cross\nID de miembro: XQH918402735    Número de grupo: 218455", want: []hit{{"XQH918402735", 39}}},
		// a membership's number is a club's, a member's in a club's text too
		{name: "en membership no", text: "British Tennis membership no.: 102448391"},
		{name: "en membership of a tennis club, a doctor named", text: "Braunstone Tennis Club. Medical conditions: none. Doctor: Dr Patel.\nBritish Tennis membership no.: 102448391"},
		{name: "en health insurer's membership", text: "He is privately insured.\nLaya Healthcare membership no. LH 40572281", want: []hit{{"LH 40572281", 56}}},
		{name: "de Mitgliedschaft", text: "Mitgliedschaft Nr. 40012873 im Sportverein"},
		{name: "es membresía", text: "Número de membresía: 40012873"},
		{name: "en member of a gym", text: "Welcome to Peak Fitness! Your member ID: 40012873"},
		{name: "en frequent flyer member", text: "SkyMiles member number 4001287356, frequent flyer since 2019"},
		{name: "es socio del club", text: "Club Deportivo Norte. Número de miembro: 40012873"},
		{name: "en member of a health plan and a gym", text: "Your health plan covers the gym. Member ID: 40012873", want: []hit{{"40012873", 44}}},
	}
	runCases(t, "HEALTH_INSURANCE_NUMBER", cases)
}

func TestDriverLicense(t *testing.T) {
	cases := []tcase{
		{name: "en", text: "my driver's license number is 2270-66-1551", want: []hit{{"2270-66-1551", 30}}},
		{name: "en letter", text: "My driver's license number is U62928788557186", want: []hit{{"U62928788557186", 30}}},
		{name: "en licence", text: "Driving licence: 6940579", want: []hit{{"6940579", 17}}},
		{name: "de", text: "Führerscheinnummer: B072RRE2I55", want: []hit{{"B072RRE2I55", 20}}},
		{name: "fr", text: "permis de conduire n° 123456789012", want: []hit{{"123456789012", 22}}},
		{name: "ch learner's permit", text: "N° de permis d'élève conducteur : 407125463002 (cat. B)", want: []hit{{"407125463002", 34}}},
		{name: "de learner's permit", text: "Lernfahrausweis Nr. 407125463002", want: []hit{{"407125463002", 20}}},
		{name: "a bar's provisional licence", text: "The bar holds a provisional licence no. 20417853 from the council until the hearing."},
		{name: "es", text: "carnet de conducir 12345678Z", want: []hit{{"12345678Z", 19}}},
		{name: "it", text: "patente di guida U1A2B3456C", want: []hit{{"U1A2B3456C", 17}}},
		{name: "pl", text: "prawo jazdy nr 01234/12/1234", want: []hit{{"01234/12/1234", 15}}},
		// the holder named between the keyword and the number
		{name: "pl of the driver", text: "Nr prawa jazdy kierującego: 00412/15/1465", want: []hit{{"00412/15/1465", 28}}},
		{name: "cs", text: "řidičský průkaz č. EA123456", want: []hit{{"EA123456", 19}}},
		{name: "sk", text: "vodičský preukaz číslo EA123456", want: []hit{{"EA123456", 23}}},
		{name: "cs colloquial, no accents", text: "petr hajek, narozen 3.5.1988, ridicak EK 305918, bydli v Teplicich", want: []hit{{"EK 305918", 38}}},
		{name: "sk colloquial, no accents", text: "marek durco, vodicak EK 418276, byvam v Galante", want: []hit{{"EK 418276", 21}}},
		{name: "cs colloquial, inflected", text: "číslo řidičáku: EA 123456", want: []hit{{"EA 123456", 16}}},
		{name: "cs abbreviated", text: "747 41 Hradec nad Moravicí, č. ŘP EJ 604219\nzastoupen", want: []hit{{"EJ 604219", 34}}},
		{name: "sk colloquial", text: "vodičák č. EA123456", want: []hit{{"EA123456", 11}}},
		{name: "sk formal, no accents", text: "cislo vodicskeho preukazu EA123456", want: []hit{{"EA123456", 26}}},
		{name: "cs colloquial, a year", text: "ridicak mam od 2015"},
		{name: "sk colloquial, no number", text: "vodicak som nechal doma"},
		{name: "no digits", text: "driver's license suspended"},
		{name: "short", text: "driver's license 123"},
		{name: "no keyword", text: "my number is 2270-66-1551"},
		// a country code and a blank before the number
		{name: "sk country code", text: "Číslo vodičského preukazu: SK 0841157", want: []hit{{"SK 0841157", 27}}},
		{name: "fr country code", text: "permis de conduire n° FR 123456789012", want: []hit{{"FR 123456789012", 22}}},
		{name: "code without number", text: "driving licence: UK only"},
		{name: "US state code", text: "Driver license: TX 12345678", want: []hit{{"TX 12345678", 16}}},
		{name: "en lic abbreviation", text: "Driver's lic # 123-456-789 (NY)", want: []hit{{"123-456-789", 15}}},
		{name: "en drivers lic no", text: "Drivers Lic No: D1234567", want: []hit{{"D1234567", 16}}},
		{name: "WA letters and three digits", text: "WA driver license WDLABCD456DG", want: []hit{{"WDLABCD456DG", 18}}},
		{name: "lic alone is no licence", text: "lic 12345678"},
		{name: "NY groups of digits", text: "NY DL# 123 456 789 (exp. 2027)", want: []hit{{"123 456 789", 7}}},
		{name: "groups stop at a year", text: "DL: 1234 expires 2027"},
		// a bare licence label in a text about driving, a vehicle or the DVLA
		{name: "bare licence, driving", text: "I was stopped while driving home. Licence number: 12345678.", want: []hit{{"12345678", 50}}},
		{name: "bare license no, vehicle", text: "Vehicle: Ford Focus. License No. 5512-3381", want: []hit{{"5512-3381", 33}}},
		{name: "bare licence, DVLA", text: "Licence number: AB123456 (letter from the DVLA)", want: []hit{{"AB123456", 16}}},
		{name: "bare licence, no driving", text: "Software licence number: 12345678"},
		{name: "bare licence, a street's Drive", text: "Licence No. 12345678, 4 Broomhill Drive"},
		{name: "licensed is no label", text: "Our car park is licensed 12345678"},
		// Latin American and US Spanish labels; the issuing state before the ':'
		{name: "es-us licencia de conducir, state", text: "Licencia de conducir / ID de Texas: 41873926\nEstado civil", want: []hit{{"41873926", 36}}},
		{name: "es-mx licencia de manejo", text: "Licencia de manejo: A0412857 vigente", want: []hit{{"A0412857", 20}}},
		{name: "es-es carné", text: "carné de conducir n.º 12345678Z", want: []hit{{"12345678Z", 22}}},
		{name: "es-es carnet nº", text: "carnet de conducir n.º 12345678Z", want: []hit{{"12345678Z", 23}}},
		{name: "es-es carné no", text: "carné de conducir: 12345678Z", want: []hit{{"12345678Z", 19}}},
		{name: "en state of two words", text: "Driver license New York: 123 456 789", want: []hit{{"123 456 789", 25}}},
		{name: "en state in brackets", text: "Driver's license (Ohio): RS123456", want: []hit{{"RS123456", 25}}},
		{name: "a capitalised word without ':' is no issuer", text: "licencia de manejo Vigente 2027"},
		{name: "an issuer, then no number", text: "Licencia de manejo de Texas: vigente"},
		// a date after a capitalised word before the ':'
		{name: "de date of issue", text: "Führerschein Ausstellungsdatum: 12/03/2015"},
		{name: "en ISO date", text: "Driver license Expires: 2027-03-12"},
	}
	runCases(t, "DRIVER_LICENSE", cases)
}

func TestPassportNumber(t *testing.T) {
	cases := []tcase{
		{name: "en", text: "Passport No.: 204518337", want: []hit{{"204518337", 14}}},
		{name: "en letters", text: "passport number AB1234567 expires", want: []hit{{"AB1234567", 16}}},
		{name: "de", text: "Reisepass Nr. C01X00T47", want: []hit{{"C01X00T47", 14}}},
		{name: "fr", text: "passeport n° 12AB34567", want: []hit{{"12AB34567", 13}}},
		{name: "es", text: "pasaporte: PAA123456", want: []hit{{"PAA123456", 11}}},
		{name: "it", text: "passaporto YA1234567", want: []hit{{"YA1234567", 11}}},
		{name: "pl", text: "numer paszportu EA1234567", want: []hit{{"EA1234567", 16}}},
		{name: "cs", text: "číslo cestovního pasu 44627727", want: []hit{{"44627727", 22}}},
		{name: "no digits", text: "passport control ahead"},
		{name: "photo", text: "passport photo 2x"},
		{name: "no keyword", text: "reference 204518337"},
	}
	runCases(t, "PASSPORT", cases)
}

// TestPassportQualified: a nationality adjective or the issuing country
// between the passport word and its number (vocab's PassportQualifiers).
func TestPassportQualified(t *testing.T) {
	cases := []tcase{
		{name: "fr américain", text: "passeport américain n° 548213977", want: []hit{{"548213977", 23}}},
		{name: "fr français", text: "passeport français n° 548213977", want: []hit{{"548213977", 22}}},
		{name: "es estadounidense", text: "pasaporte estadounidense nº 548213977", want: []hit{{"548213977", 28}}},
		{name: "de amerikanischer", text: "amerikanischer Reisepass Nr. 548213977", want: []hit{{"548213977", 29}}},
		{name: "pl amerykański", text: "paszport amerykański nr 548213977", want: []hit{{"548213977", 24}}},
		{name: "cs USA", text: "cestovní pas USA č. 548213977", want: []hit{{"548213977", 20}}},
		{name: "sk cestovný pas USA", text: "cestovný pas USA č. 548213977", want: []hit{{"548213977", 20}}},
		{name: "it statunitense", text: "passaporto statunitense n. 548213977", want: []hit{{"548213977", 27}}},
		{name: "en biometric", text: "passport biometric no. 548213977", want: []hit{{"548213977", 23}}},
		{name: "de country in brackets", text: "Reisepass (USA) Nr. 548213977", want: []hit{{"548213977", 20}}},
		{name: "es country in brackets", text: "Pasaporte (EE.UU.): 548213977", want: []hit{{"548213977", 20}}},
		{name: "fr country of two words", text: "passeport des États-Unis n° 548213977", want: []hit{{"548213977", 28}}},
		{name: "es country abbreviated", text: "pasaporte de EE. UU. nº 548213977", want: []hit{{"548213977", 24}}},
		{name: "an adjective is no value", text: "passeport français valide"},
		{name: "a closing bracket alone ends the label", text: "passport) 548213977"},
	}
	runCases(t, "PASSPORT", cases)
}
