package contextual

import "testing"

func TestSocialMediaHandle(t *testing.T) {
	cases := []tcase{
		{name: "plain", text: "ping @jdoe_42 later", want: []hit{{"@jdoe_42", 5}}},
		{name: "twitter context", text: "Follow us on Twitter @Piiguard.", want: []hit{{"@Piiguard", 21}}},
		{name: "dots", text: "instagram: @anna.k.photo", want: []hit{{"@anna.k.photo", 11}}},
		{name: "de", text: "Folgen Sie @piiguard_de!", want: []hit{{"@piiguard_de", 11}}},
		{name: "emoji around", text: "🎉 síguenos @café_bar", want: nil},
		{name: "emoji before", text: "🎉 sledujte @novak_cz 🎉", want: []hit{{"@novak_cz", 11}}},
		{name: "start of text", text: "@x", want: []hit{{"@x", 0}}},
		{name: "email", text: "mail jdoe@example.com now"},
		{name: "domain", text: "reply @example.com"},
		{name: "domain-shaped with context", text: "sledujte nás na Instagrame @kvietkovo.sk", want: []hit{{"@kvietkovo.sk", 27}}},
		{name: "domain-shaped de", text: "Folgt uns auf Instagram: @radhaus.berlin!", want: []hit{{"@radhaus.berlin", 25}}},
		{name: "digits only", text: "meet @ 5 or @2024"},
		{name: "too long", text: "@abcdefghijabcdefghijabcdefghij1"},
		{name: "double at", text: "@@jdoe"},
	}
	runCases(t, "SOCIAL_MEDIA_HANDLE", cases)
}
