package ner

import (
	"slices"
	"testing"
)

// TestRoleCue: a surname right after an office or rank is a PERSON without
// the office, in the eight languages; an office before another office, a
// place, an organisation, a common word or a heading in capitals gives none.
func TestRoleCue(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	tg, off := NewTagger(m), NewTagger(m)
	if err := off.SetStagesOff("role"); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		text string
		want []string // PERSON spans
		not  []string // spans of any type that must not be found
		// negative: the stage changes nothing
	}{
		{"Abg. Glattfelter bemerkt, dass er dagegen stimme.", []string{"Glattfelter"}, []string{"Abg. Glattfelter"}},
		{"Minister Scholz sagte am Montag, der Haushalt stehe.", []string{"Scholz"}, []string{"Minister Scholz"}},
		{"Inspector Davies arrived at the scene.", []string{"Davies"}, nil},
		{"Le ministre Darmanin a annoncé la mesure.", []string{"Darmanin"}, nil},
		{"Il ministro Giorgetti ha presentato la manovra.", []string{"Giorgetti"}, nil},
		{"Podle slov ředitele Nováka je situace vážná.", []string{"Nováka"}, nil},
		{"Riaditeľ Kováč včera odstúpil.", []string{"Kováč"}, nil},
		{"Posłanka Nowak złożyła wniosek.", []string{"Nowak"}, nil},
		{"In diesem Lied klagt der Oberst Ollendorf, dass ihm die Laura abgewiesen hat.", []string{"Ollendorf"}, []string{"Oberst Ollendorf"}},
		{"Onorevole Cox, siete d'accordo?", []string{"Cox"}, []string{"Onorevole Cox"}},
		{"desidero ringraziare l'onorevole Rapkay per l'eccellente relazione", []string{"Rapkay"}, nil},
		{"una dura lettera del Commissario Wulf-Mathies sui requisiti", []string{"Wulf-Mathies"}, nil},
		{"a stern letter from Commissioner Wulf-Mathies regarding requirements", []string{"Wulf-Mathies"}, nil},
		{"El coronel Caicedo no descartó que el atentado fuera obra de la guerrilla.", []string{"Caicedo"}, nil},
		{"Rozmawiałem wczoraj z dyrektorem Nowakiem o budżecie.", []string{"Nowakiem"}, nil},
		{"Shares of General Motors rose on Monday.", nil, []string{"Motors"}},
		{"General Electric and Admiral Insurance reported losses.", nil, []string{"Electric", "Insurance"}},
		{"Der Bürgermeister von Wien eröffnete die Messe.", nil, []string{"von Wien"}},
		{"Er ist Direktor der Deutschen Bank.", nil, []string{"Deutschen", "der Deutschen Bank"}},
		{"la Junta se entrevistará con el alcalde de Zafra.", nil, []string{"de Zafra"}},
		{"Premiér Šlesvicko - Holštýnska řekl, že podporuje návrh.", nil, nil}, // the stage leaves it as the model read it
		{"Doctor Vertiz 737 interior 35, Colonia Narvarte", nil, []string{"Vertiz"}},
		{"the Inspector General's Office found no fault", nil, []string{"General"}},
		{"MINISTER SCHOLZ IN PARIS", nil, nil},
		{"powiedział prezes UOKiK w rozmowie", nil, []string{"PERSON|UOKiK"}},
		// a department after the office, an organisation the office opens
		{"El Director Financiero aprobó el pago.", nil, []string{"Financiero"}},
		{"Riaditeľ Predaja vás bude kontaktovať.", nil, []string{"Predaja"}},
		{"J'ai mangé chez Papa Moustache hier.", nil, []string{"PERSON|Moustache"}},
	}
	for _, c := range cases {
		if c.want == nil {
			if on, without := tg.Tag(c.text, nil), off.Tag(c.text, nil); !slices.Equal(on, without) {
				t.Errorf("%q: the stage fired: %v, without it %v", c.text, on, without)
			}
		}
		var got []string
		for _, sp := range tg.Tag(c.text, nil) {
			if sp.Type == "PERSON" {
				got = append(got, c.text[sp.Start:sp.End])
			}
			for _, n := range c.not {
				if c.text[sp.Start:sp.End] == n {
					t.Errorf("%q: found %s %q", c.text, sp.Type, n)
				}
			}
		}
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%q: PERSON %q not found (persons: %q)", c.text, w, got)
			}
		}
	}
}

// TestInnerCapital: an acronym's or brand's capitals are no surname's.
func TestInnerCapital(t *testing.T) {
	for w, want := range map[string]bool{"UOKiK": true, "NordStream": false, "NoRdStReam": true, "McCain": false,
		"DiCaprio": false, "Randzio-Plath": false, "O'Neill": false, "Nowak": false, "ÚSTR": true} {
		if got := innerCapital(w); got != want {
			t.Errorf("innerCapital(%q) = %v, want %v", w, got, want)
		}
	}
}
