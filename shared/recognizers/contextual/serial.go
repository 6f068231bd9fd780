package contextual

// serialSpec: product serial numbers after a serial word ("S/N: XK-2231-B").
var serialSpec = keyedSpec{
	Type: "SERIAL_NUMBER",
	Keywords: []string{
		"serial", "s n", "sn", "ser no", // en
		"seriennummer", "serien", "seriennr", // de
		"série", "serie", // fr "numéro de série", es "número de serie", it "numero di serie"
		"seryjn",                                            // pl "numer seryjny"
		"výrobní", "výrobné", "sériov", "seriov", "vyrobni", // cs/sk "výrobní číslo", "sériové číslo"
	},
	Inner: "-_./",
	Value: scoreSerial,
}

const serialScore = 0.6

func scoreSerial(_, v string) float64 {
	s := shapeOf(v)
	alnum := s.n - s.other
	if alnum < 4 || s.n > 30 || s.digits == 0 {
		return 0
	}
	return serialScore
}
