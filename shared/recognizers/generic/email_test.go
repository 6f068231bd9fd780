package generic

import (
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

func TestEmail(t *testing.T) {
	runCases(t, Email{}, []tcase{
		{"en", "mail me at a.b@example.com.", []string{"EMAIL_ADDRESS:a.b@example.com"}},
		{"en", "<john+tag@mail.example.co.uk>, (x_y@d-1.org)", []string{"EMAIL_ADDRESS:john+tag@mail.example.co.uk", "EMAIL_ADDRESS:x_y@d-1.org"}},
		{"de", "Schreiben Sie an jürgen.müller@bücher.de 🙂", []string{"EMAIL_ADDRESS:jürgen.müller@bücher.de"}},
		{"en", "日本語のテキスト user@example.jp です", []string{"EMAIL_ADDRESS:user@example.jp"}},
		{"en", "'bob@x.io'", []string{"EMAIL_ADDRESS:bob@x.io"}},
		{"en", "not an email: user@localhost, @handle, a@b.c, x@.com, a@b-.com", nil},
		{"en", "meet me @ 5.30 pm", nil},
	})
}

func TestEmailOffsetsAfterEmoji(t *testing.T) {
	text := "😀 é café: ana@exämple.com"
	got := detect.New(Email{}).Detect(text, detect.Options{})
	s, e := spanOf(text, "ana@exämple.com")
	if len(got) != 1 || got[0].Start != s || got[0].End != e {
		t.Fatalf("got %+v, want %d-%d", got, s, e)
	}
}
