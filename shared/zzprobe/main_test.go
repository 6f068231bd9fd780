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
		{"fr", "Cour d'appel de Montpellier\n9 rue de l'Aiguillerie, 34000 Montpellier\n+33 6 45 20 81 36"},
		{"fr", "Service Réclamations Clientèle\n189 rue d'Aubervilliers\n75886 Paris Cedex 18"},
		{"fr", "demeurant 12 rue de la Paix, 75002 Paris"},
		{"fr", "demeurant 6 villa Santos-Dumont, 75015 Paris, titulaire"},
		{"fr", "Parc d'activités du Mont-Blanc, 2 rue de l'Industrie\n74000 Annecy"},
		{"cs", "můžeme se sejít v kanceláři na Údolní 33 v Brně v týdnu"},
		{"sk", "v bankomate na Hlavnej 41 v Košiciach mi zostala karta"},
		{"sk", "domov prosím, Moldavská cesta 8/B, 040 11 Košice"},
		{"sk", "Anna Szabóová\nUl. Roľníckej školy 1520/48\n945 01 Komárno"},
		{"sk", "odbor správy majetku\nNám. gen. Klapku 1\n945 01 Komárno"},
		{"de", "Medizinische Klinik 2\nProf.-Ernst-Nathan-Str. 1 · 90419 Nürnberg"},
		{"en", "BRIDGEWATER LAMBERT LLP\nSolicitors\n9 St Paul's Square, Birmingham B3 1RL"},
	} {
		for _, e := range eng.Detect(c[1], detect.Options{Lang: c[0]}) {
			fmt.Printf("%s %q %s %.2f\n", c[0], e.Text, e.Type, e.Score)
		}
		fmt.Println("--")
	}
}
