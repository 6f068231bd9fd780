package gazetteer

import "testing"

func TestMXStateAt(t *testing.T) {
	for _, c := range []struct {
		s    string
		want int
	}{
		{"N.L.", 4},
		{"Jal., México", 4},
		{"B.C.S. 23000", 6},
		{"B.C. 22000", 4},
		{"Edo. Méx.", len("Edo. Méx.")},
		{"CDMX", 4},
		{"CDMXY", 0},   // another word
		{"Jalisco", 0}, // written out: the NER's
		{"Col. Centro", 0},
		{"n.l.", 0},
	} {
		if got := MXStateAt(c.s); got != c.want {
			t.Errorf("MXStateAt(%q) = %d, want %d", c.s, got, c.want)
		}
	}
}
