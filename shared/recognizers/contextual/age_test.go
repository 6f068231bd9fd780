package contextual

import "testing"

func TestAge(t *testing.T) {
	cases := []tcase{
		{name: "en years old", text: "He is 42 years old.", want: []hit{{"42", 6}}},
		{name: "en year old", text: "This 79 year old female", want: []hit{{"79", 5}}},
		{name: "en hyphenated", text: "a 42-year-old man", want: []hit{{"42", 2}}},
		{name: "en aged", text: "aged 7, she moved", want: []hit{{"7", 5}}},
		{name: "en age colon", text: "Age: 42", want: []hit{{"42", 5}}},
		{name: "en y/o", text: "and i'm 31 y/o.", want: []hit{{"31", 8}}},
		{name: "en turned", text: "My brother just turned 60", want: []hit{{"60", 23}}},
		{name: "de Jahre alt", text: "Er ist 42 Jahre alt.", want: []hit{{"42 Jahre", 7}}},
		{name: "de im Alter von", text: "im Alter von 42 Jahren verstorben", want: []hit{{"42 Jahren", 13}}},
		{name: "de jährig", text: "die 42-jährige Patientin", want: []hit{{"42", 4}}},
		{name: "fr âgé de", text: "Il est âgé de 42 ans.", want: []hit{{"42 ans", 14}}},
		// "j'ai 45 ans", and a person named by a title before the age
		{name: "fr j'ai", text: "J'ai 45 ans", want: []hit{{"45 ans", 5}}},
		{name: "fr titled name", text: "Mme Martin, 45 ans, née le 12/03/1980", want: []hit{{"45 ans", 12}}},
		{name: "cs titled name", text: "posílám paní Svobodovou (82 let) s bolestí", want: []hit{{"82 let", 25}}},
		{name: "fr duration after a titled name", text: "Monsieur Dupont travaille ici depuis 12 ans"},
		// Polish "pan" is the formal "you" too; "w ciągu" (during) a duration
		{name: "pl duration after the formal you", text: "Czy bardzo się pan zmienił w ciągu 90 lat ?"},
		{name: "fr il a", text: "Il a 42 ans", want: []hit{{"42 ans", 5}}},
		{name: "es de edad", text: "Paciente de 62 años de edad", want: []hit{{"62 años", 12}}},
		{name: "es edad colon", text: "País: España. Edad: 47 Sexo: H.", want: []hit{{"47", 20}}},
		{name: "es varón", text: "varón de 53 años sin antecedentes", want: []hit{{"53 años", 9}}},
		{name: "it donna", text: "una donna di 42 anni", want: []hit{{"42 anni", 13}}},
		{name: "pl w wieku", text: "zmarł w wieku 42 lat", want: []hit{{"42 lat", 14}}},
		{name: "pl ma lata", text: "Ona ma 23 lata.", want: []hit{{"23 lata", 7}}},
		{name: "cs ve věku", text: "zemřel ve věku 42 let", want: []hit{{"42 let", 15}}},
		{name: "cs je mu", text: "Je mu 42 let.", want: []hit{{"42 let", 6}}},
		{name: "sk má rokov", text: "Má 42 rokov 😀", want: []hit{{"42 rokov", 3}}},
		{name: "emoji and accents before", text: "Zoë 🎂 is 42 years old", want: []hit{{"42", 9}}},
		{name: "en duration", text: "for 42 years the company grew"},
		{name: "fr duration", text: "depuis 20 ans"},
		{name: "es ago", text: "hace 20 años"},
		{name: "cs duration", text: "před 20 lety"},
		{name: "over 130", text: "it is 150 years old"},
		{name: "page number", text: "see page 42"},
		{name: "money", text: "costs $42 years old"},
		{name: "bare ans below threshold", text: "Les 20 ans du club"},
	}
	runCases(t, "AGE", cases)
}
