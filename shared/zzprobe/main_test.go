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
		{"cs", "Číslo pojistné smlouvy: 8012345678"},
		{"sk", "číslo poistnej zmluvy 5500123456"},
		{"cs", "Kooperativa pojišťovna, a.s., IČO: 47116617"},
		{"cs", "Zdravotní pojišťovna: VZP ČR IČO 41197518"},
		{"sk", "poisťovňa Dôvera, číslo zmluvy 12345678"},
		{"cs", "pojištění odpovědnosti č. 123456789"},
		{"sk", "pojistka 12345678 platná do"},
		{"cs", "kód zdravotní pojišťovny: 111"},
		{"sk", "poistenie domácnosti číslo 7788990011"},
	} {
		for _, e := range eng.Detect(c[1], detect.Options{Lang: c[0]}) {
			fmt.Printf("%s %q %s %.2f\n", c[0], e.Text, e.Type, e.Score)
		}
		fmt.Println("--")
	}
}
