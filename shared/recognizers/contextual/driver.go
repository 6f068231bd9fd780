package contextual

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// driverSpec: driver's licence numbers after a licence phrase in the eight
// languages ("driver's license number is 2270-66-1551", "Führerscheinnummer
// B072RRE2I55", "permis de conduire n° 123456789012", "prawo jazdy nr
// 01234/12/1234"). Country formats with a structure of their own (UK, US
// states) are also found by the national recognizers.
var driverSpec = keyedSpec{
	Type: "DRIVER_LICENSE",
	Keywords: []string{
		"driver s licen", "drivers licen", "driver licen", "driving licen", "driving permit", "dl", // en
		"driver s lic", "drivers lic", "driver lic", "driving lic", // en "Driver's lic #", "Drivers Lic No"
		"licence", "license", // en, bare: in a text about driving only (drivingText)
		"führerschein", "fuhrerschein", "fahrerlaubnis", // de
		"permis de conduire", "permis conduire", // fr
		// a learner's permit: "N° de permis d'élève conducteur : 407125463002"
		// (Switzerland), "Lernfahrausweis", "learner's permit" (not a
		// "provisional licence", a bar's or a trade's too)
		"élève conducteur", "eleve conducteur", "lernfahrausweis", "learner s permit", "learners permit", "learner permit",
		"carnet de conducir", "permiso de conducir", "licencia de conducir", "licencia de conducción", "licencia de conduccion", // es
		"carné de conducir", "carne de conducir", "licencia de manejo", "licencia de manejar", "licencia para conducir", // es (Spain; Mexico and the US)
		"patente di guida", "patente", // it
		"prawo jazdy", "prawa jazdy", "prawem jazdy", // pl
		"řidičsk průkaz", "ridicsk prukaz", // cs "řidičský průkaz", "řidičského průkazu"
		"řp",                                 // cs the same, abbreviated: "č. ŘP EJ 604219" (not Slovak "VP", a vice-president too)
		"vodičsk preukaz", "vodicsk preukaz", // sk
		// the spoken word of both, also typed without accents in chats:
		// "ridicak EK 305918", "vodicak EK 418276", "číslo řidičáku"
		"řidičák", "ridicak", "vodičák", "vodicak",
	},
	// the holder named between ("Nr prawa jazdy kierującego: 00412/15/1465",
	// the driver's; "číslo řidičského průkazu řidiče")
	Fillers: []string{"licence", "license", "nummer", "no.", "n°", "nr.", "čís", "číslo", "license's",
		"kierującego", "kierowcy", "sprawcy", "poszkodowanego", "řidiče", "vodiča"},
	Inner:       "-/",
	DigitGroups: true, // "NY DL# 123 456 789"
	CapsPrefix:  true, // "Číslo vodičského preukazu: SK 0841157"
	Issuer:      true, // "Licencia de conducir / ID de Texas: 41873926"
	MoreFillers: 1,    // "ID de New York"
	Value:       scoreDriver,
	Confirm:     drivingText,
}

// drivingText: a bare "Licence number:" or "License No." labels any
// licence, a software's, a venue's, a trade's; its number is a driver's
// licence only in a text about driving, a vehicle or the licensing office.
// The text's words are read only when a bare label has a value.
func drivingText(d *detect.Doc, kw string) bool {
	switch lw := strings.ToLower(kw); {
	case lw == "licence" || lw == "license":
	case strings.HasPrefix(lw, "licens") || strings.HasPrefix(lw, "licenc") && !strings.HasPrefix(lw, "licencia"):
		return false // "licensed", "licensing", "licensee": the stem's other words
	default:
		return true
	}
	return mentions(d, drivingCues)
}

// drivingCues name driving, a vehicle or a licensing office; not "drive",
// which ends street names ("Broomhill Drive").
var drivingCues = detect.NewStemSet("driving", "driver", "vehicle", "car", "cars", "motorist", "motoring", "motorcycle", "motorbike",
	"dvla", "dvsa", "dmv", "dvs", "speeding", "chauffeur")

// Below a country format with context (US 0.45), which names the state format.
const driverScore = 0.42

func scoreDriver(_, v string) float64 {
	s := shapeOf(v)
	alnum := s.n - s.other
	// four digits at least; three in a longer number of letters and digits
	// (Washington's "WDLABCD456DG")
	if alnum < 5 || alnum > 20 || s.digits < 4 && (s.digits < 3 || alnum < 9) || dateLike(v) {
		return 0 // a date: "Führerschein Ausstellungsdatum: 12/03/2015"
	}
	return driverScore
}

// driverWords make "license" a driver's licence, not a plate ("driver's
// license X3312486").
var driverWords = []string{"driver", "drivers", "driving", "driver's"}
