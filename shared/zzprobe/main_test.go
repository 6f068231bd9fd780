package zzprobe

import (
	"fmt"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/recognizers/builtin"
)

func TestProbe(t *testing.T) {
	eng := builtin.Engine()
	for _, c := range [][2]string{
		{"de", "Medizinische Klinik 2\nProf.-Ernst-Nathan-Str. 1 · 90419 Nürnberg · Tel. 0911 398-2521"},
		{"de", "Wohnung: Berger Straße 171, 2. OG rechts, 60385 Frankfurt am Main\nMietvertragsnummer: 0"},
		{"de", "Königsallee 60 F · 40212 Düsseldorf\nTelefon 0211 86 32 79-0"},
		{"en", "Barrack Road, Exeter EX2 5DW   Tel 01392 402357"},
		{"en", "41 Ranmoor Crescent\nSheffield\nS10 3GW\n\nQty"},
		{"fr", "9 rue de l'Aiguillerie, 34000 Montpellier\n+33 6 45 20 81 36"},
		{"fr", "189 rue d'Aubervilliers\n75886 Paris Cedex 18\n\nParis"},
		{"es", "C/ Barroeta Aldamar 10, 1ª planta – 48001 Bilbao\nTfno.: 94 401 66 72"},
		{"sk", "Anna Szabóová\nUl. Roľníckej školy 1520/48\n945 01 Komárno\n\nMestský úrad"},
		{"sk", "domov prosím, Moldavská cesta 8/B, 040 11 Košice\n19:09"},
		{"cs", "sejít v kanceláři na Údolní 33 v Brně v týdnu"},
	} {
		for _, e := range eng.Detect(c[1], detect.Options{Lang: c[0]}) {
			fmt.Printf("%s %q %s %.2f\n", c[0], e.Text, e.Type, e.Score)
		}
		fmt.Println("--")
	}
}
