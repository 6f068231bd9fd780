package national

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// benchText is about 1 KB of English prose with sparse PII and a few
// ordinary numbers, the workload the speed goal is stated for.
var benchText = func() string {
	s := "Dear customer, thank you for contacting our support team on 12/03/2024 about order 55123. " +
		"We have reviewed the account and noticed that the shipping address was changed twice last week. " +
		"For security reasons we need to confirm your identity before we can release the parcel. " +
		"Please reply with the last four digits of the card used for payment and your SSN 536-90-4399. " +
		"Our office hours are Monday to Friday from 9 to 17, and the reference for this case is 2024 118. " +
		"If you already sent the documents, you can ignore this message; the review usually takes three " +
		"working days. You can also call us at +1 415 555 0132 or write to the address on the invoice. " +
		"We apologise for the inconvenience and appreciate your patience while we look into the matter. " +
		"Kind regards, the customer care team. This email was sent automatically, please do not answer " +
		"directly. Version 3.2 of the terms applies to every order placed after the first of May, 2023. "
	for len(s) < 1024 {
		s += "Thank you again for shopping with us. "
	}
	return s[:1024]
}()

func BenchmarkNationalRecognizer(b *testing.B) {
	r := Recognizer()
	b.Run("Find", func(b *testing.B) {
		b.SetBytes(int64(len(benchText)))
		b.ReportAllocs()
		var out []detect.Match
		for b.Loop() {
			out = r.Find(detect.NewDoc(benchText, "en"), out[:0])
		}
		if len(out) == 0 {
			b.Fatal("the SSN in the text was not found")
		}
	})
	b.Run("Engine", func(b *testing.B) {
		e := detect.New(r)
		b.SetBytes(int64(len(benchText)))
		b.ReportAllocs()
		for b.Loop() {
			e.Detect(benchText, detect.Options{Threshold: 0.35})
		}
	})
}

// The benchmark text must hold the SSN and stay near 1 KB.
func TestBenchText(t *testing.T) {
	if len(benchText) != 1024 || !strings.Contains(benchText, "536-90-4399") {
		t.Fatalf("bench text: %d bytes", len(benchText))
	}
	found := false
	for _, e := range testEngine().Detect(benchText, detect.Options{Threshold: 0.35}) {
		found = found || e.Type == "US_SSN" && e.Text == "536-90-4399"
	}
	if !found {
		t.Error("US_SSN not detected in the bench text")
	}
}
