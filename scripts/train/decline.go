package main

import "strings"

// grammatical cases used by the templates
const (
	nom = iota
	gen
	dat
	ins
)

// decline inflects a Czech, Slovak or Polish name for the templates (Novák →
// Nováka, Novákovi, Novákem; Nováková → Novákové, Novákovou; Kowalski →
// Kowalskiego). The rules cover the common endings of the name lists; other
// languages return the name unchanged.
func decline(lang, w string, female bool, c int) string {
	if c == nom {
		return w
	}
	has := func(s string) bool { return strings.HasSuffix(w, s) }
	cut := func(s string) string { return strings.TrimSuffix(w, s) }
	pick := func(g, d, i string) string {
		switch c {
		case gen:
			return g
		case dat:
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
