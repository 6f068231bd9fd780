package contextual

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// FuzzUsernames: the user-name readers (a chat speaker's name, a label's
// value after its own words, an @handle) never panic, report spans inside
// the text on whole bytes, and a speaker's name has a login's shape and
// begins its line's text after the lead.
func FuzzUsernames(f *testing.F) {
	for _, s := range []string{
		"[10:02] zuzka_tothova: dobrý deň", "10:03 kvietkovo.sk: Dobrý", "guest_2291: hi", "z.B.: x",
		"Usuario de banca online: okovalenko90", "Benutzername für das Kundenportal lautet fschulz_22.",
		"Instagram @kvietkovo.sk", "@", "a:\n:b", "\xff_\xfe: x", strings.Repeat("ab_1: ", 50),
		"Číslo vodičského preukazu: SK 0841157", "adhérent n° HM 30418872", "Reisepass (USA) Nr. 548213977", "passport ((x)) ]) 1234567",
	} {
		f.Add(s)
	}
	rs := []detect.Recognizer{speakerRecognizer{}, handleRecognizer{}, insuranceRecognizer{}, newKeyedRecognizer(keyedSpecs()...)}
	f.Fuzz(func(t *testing.T, s string) {
		d := detect.NewDoc(s, "")
		for _, r := range rs {
			for _, m := range r.Find(d, nil) {
				if m.Start < 0 || m.End > len(s) || m.Start >= m.End {
					t.Fatalf("%s: span %d-%d outside %d bytes", r.Name(), m.Start, m.End, len(s))
				}
				if r.Name() == "chat_speaker_username" {
					if v := s[m.Start:m.End]; !speakerHandle(v) || strings.ContainsAny(v, " \n:") {
						t.Fatalf("speaker %q is no login", v)
					}
				}
			}
		}
	})
}
