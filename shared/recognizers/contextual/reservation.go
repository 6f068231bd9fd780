package contextual

// reservationSpec: booking references after a booking word. A 6-character
// airline PNR ("ABC12D") scores highest; other upper-case booking codes of
// 5-12 characters lower.
var reservationSpec = keyedSpec{
	Type: "RESERVATION_NUMBER",
	Keywords: []string{
		"booking", "reservation", "pnr", "confirmation", "record locator", "locator", // en
		"buchung", "reservierung", "bestätigung", "buchungsnummer", // de
		"réservation", "reservation", "dossier de voyage", // fr
		"reserva", "localizador", "confirmación", // es
		"prenotazione", "prenot", "conferma", // it
		"rezerwacj", "rezerwacyj", // pl
		"rezervac", "rezervác", "potvrzen", // cs/sk
	},
	Value: scoreReservation,
}

const (
	pnrScore          = 0.6
	pnrLettersScore   = 0.5
	bookingCodeScore  = 0.45
	bookingDigitScore = 0.4
)

func scoreReservation(_, v string) float64 {
	s := shapeOf(v)
	if s.lower > 0 || s.other > 0 || s.n < 5 || s.n > 12 {
		return 0
	}
	switch {
	case s.n == 6 && s.digits > 0 && s.upper > 0:
		return pnrScore
	case s.n == 6 && s.upper == 6:
		return pnrLettersScore
	case s.digits > 0 && s.upper > 0:
		return bookingCodeScore
	case s.digits == s.n:
		return bookingDigitScore
	}
	return 0
}
