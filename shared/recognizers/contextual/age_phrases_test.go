package contextual

import "testing"

func TestAgePhrases(t *testing.T) {
	cases := []tcase{
		{name: "es edad meses", text: "Edad: 5 Meses Sexo: Femenino.", want: []hit{{"5 Meses", 6}}},
		{name: "es glued", text: "Edad: 43años Sexo: M.", want: []hit{{"43años", 6}}},
		{name: "es mujer de", text: "Mujer de 61 años trasladada desde un hospital", want: []hit{{"61 años", 9}}},
		{name: "es adjective between", text: "Hombre caucásico de 53 años, sin antecedentes", want: []hit{{"53 años", 20}}},
		{name: "es number word", text: "Niño de cinco años derivado por su pediatra", want: []hit{{"cinco años", 8}}},
		{name: "es tens y units", text: "Paciente de treinta y dos años que consulta", want: []hit{{"treinta y dos años", 12}}},
		{name: "es de vida", text: "transferido a los 19 días de vida con fiebre", want: []hit{{"19 días", 18}}},
		{name: "es compound", text: "Paciente de 5 años y 7 meses de edad, sin antecedentes", want: []hit{{"5 años y 7 meses", 12}}},
		{name: "en months old", text: "a six months old baby", want: []hit{{"six", 2}}},
		{name: "it donna di", text: "una donna di quaranta anni", want: []hit{{"quaranta anni", 13}}},
		{name: "fr", text: "Enfant de trois ans hospitalisé", want: []hit{{"trois ans", 10}}},
		{name: "en he was", text: "Written when he was 78.", want: []hit{{"78", 20}}},
		{name: "en i'm", text: "I'm 42, and proud", want: []hit{{"42", 4}}},
		{name: "en height", text: "she is 5 feet tall"},
		{name: "en decimal", text: "he was 1.5 metres away"},
		{name: "es duration", text: "tratamiento durante 3 meses con buena respuesta"},
		{name: "es number word duration", text: "Ocho años atrás tuvo su primera hija"},
		{name: "es luego de", text: "en el control realizado luego de 6 años sin recaída"},
		{name: "en duration", text: "I waited for three days."},
	}
	runCases(t, "AGE", cases)
}
