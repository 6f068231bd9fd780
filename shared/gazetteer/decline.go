package gazetteer

import "strings"

// Grammatical cases for Decline.
const (
	Nom = iota
	Gen
	Dat
	Ins
	Voc // vocative, for greetings: Petře, Jano, Piotrze, Anno
)

// Decline inflects a Czech, Slovak or Polish name (Novák →
// Nováka, Novákovi, Novákem; Nováková → Novákové, Novákovou; Kowalski →
// Kowalskiego). The rules cover the common endings of the name lists; other
// languages return the name unchanged.
func Decline(lang, w string, female bool, c int) string {
	if c == Nom {
		return w
	}
	has := func(s string) bool { return strings.HasSuffix(w, s) }
	cut := func(s string) string { return strings.TrimSuffix(w, s) }
	if c == Voc {
		return vocative(lang, w, female, has, cut)
	}
	pick := func(g, d, i string) string {
		switch c {
		case Gen:
			return g
		case Dat:
			return d
		}
		return i
	}
	switch lang {
	case "cs":
		switch {
		case female && has("á"):
			return pick(cut("á")+"é", cut("á")+"é", cut("á")+"ou")
		case female && has("ie"):
			return pick(w, cut("e")+"i", cut("e")+"í")
		case female && has("a"):
			return pick(cut("a")+"y", cut("a")+"ě", cut("a")+"ou")
		case female:
			return w
		case has("ý"):
			return pick(cut("ý")+"ého", cut("ý")+"ému", cut("ý")+"ým")
		case has("í"):
			return pick(w+"ho", w+"mu", w+"m")
		case has("a"):
			return pick(cut("a")+"y", cut("a")+"ovi", cut("a")+"ou")
		case has("ek"):
			st := cut("ek") + "k"
			return pick(st+"a", st+"ovi", st+"em")
		case has("ec"):
			st := cut("ec") + "c"
			return pick(st+"e", st+"ovi", st+"em")
		case w == "Pavel" || w == "Karel":
			st := cut("el") + "l"
			return pick(st+"a", st+"ovi", st+"em")
		case has("š") || has("ž") || has("č") || has("ř") || has("j") || has("c"):
			return pick(w+"e", w+"ovi", w+"em")
		default:
			return pick(w+"a", w+"ovi", w+"em")
		}
	case "sk":
		switch {
		case female && has("ová"):
			return pick(cut("á")+"ej", cut("á")+"ej", cut("á")+"ou")
		case female && has("á"):
			return pick(cut("á")+"ej", cut("á")+"ej", cut("á")+"ou")
		case female && has("a"):
			return pick(cut("a")+"y", cut("a")+"e", cut("a")+"ou")
		case female:
			return w
		case has("ý"):
			return pick(cut("ý")+"ého", cut("ý")+"ému", cut("ý")+"ým")
		case has("y"):
			return pick(cut("y")+"ého", cut("y")+"ému", cut("y")+"ym")
		case has("a"):
			return pick(cut("a")+"u", cut("a")+"ovi", cut("a")+"om")
		case has("ek"):
			st := cut("ek") + "k"
			return pick(st+"a", st+"ovi", st+"om")
		default:
			return pick(w+"a", w+"ovi", w+"om")
		}
	case "pl":
		switch {
		case female && (has("ska") || has("cka") || has("dzka")):
			return pick(cut("a")+"iej", cut("a")+"iej", cut("a")+"ą")
		case female && (has("ka") || has("ga")):
			return pick(cut("a")+"i", cut("a")+"e", cut("a")+"ą")
		case female && has("a"):
			return pick(cut("a")+"y", cut("a")+"ie", cut("a")+"ą")
		case female:
			return w
		case has("ski") || has("cki") || has("dzki"):
			return pick(w+"ego", w+"emu", w+"m")
		case has("a"):
			return pick(cut("a")+"y", cut("a")+"ie", cut("a")+"ą")
		case has("k") || has("g"):
			return pick(w+"a", w+"owi", w+"iem")
		default:
			return pick(w+"a", w+"owi", w+"em")
		}
	}
	return w
}

// vocative covers the given names of the lists: Czech and Polish address
// people in the vocative ("Ahoj Petře", "Droga Anno"); Slovak and the other
// languages use the nominative.
func vocative(lang, w string, female bool, has func(string) bool, cut func(string) string) string {
	switch lang {
	case "cs":
		switch {
		case female && has("a"):
			return cut("a") + "o"
		case female || has("í"):
			return w
		case has("ek"):
			return cut("ek") + "ku"
		case has("k") || has("h") || has("g"):
			return w + "u"
		case has("r") && !has("rr"):
			return cut("r") + "ře"
		case has("š") || has("ž") || has("č") || has("ř") || has("j") || has("c"):
			return w + "i"
		case w == "Pavel" || w == "Karel":
			return cut("el") + "le"
		case has("a"):
			return cut("a") + "o"
		default:
			return w + "e"
		}
	case "pl":
		switch {
		case female && has("a"):
			return cut("a") + "o"
		case female:
			return w
		case has("ek"):
			return cut("ek") + "ku"
		case has("r"):
			return w + "ze"
		case has("sz") || has("cz") || has("ż") || has("rz") || has("j") || has("l") || has("k") || has("g"):
			return w + "u"
		case has("a"):
			return cut("a") + "o"
		default:
			return w + "ie"
		}
	}
	return w
}
