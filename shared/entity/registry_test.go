package entity

import "testing"

func TestLookup(t *testing.T) {
	cases := map[string]string{
		"email address": "EMAIL_ADDRESS", "Email": "EMAIL_ADDRESS", "EMAIL_ADDRESS": "EMAIL_ADDRESS", "e-mail": "EMAIL_ADDRESS",
		"  credit   card number ": "CREDIT_CARD", "cvv/cvc": "CVV", "CVV": "CVV", "driver's license number": "DRIVER_LICENSE",
		"us_ssn": "US_SSN", "social security number": "US_SSN", "iban": "IBAN_CODE", "date of birth": "DATE_OF_BIRTH",
		"mobile phone number": "MOBILE_PHONE_NUMBER", "cpf": "BR_CPF", "cnpj": "BR_CNPJ", "CPF": "BR_CPF", "br cnpj": "BR_CNPJ",
	}
	for name, id := range cases {
		if got, ok := Lookup(name); !ok || got.ID != id {
			t.Errorf("Lookup(%q) = %v %v, want %s", name, got.ID, ok, id)
		}
	}
	if _, ok := Lookup("martian id"); ok {
		t.Error("unknown name resolved")
	}
}

// Every filter name SPEC.md lists resolves.
func TestSpecFilterNames(t *testing.T) {
	for _, n := range []string{"person", "email", "email address", "phone number", "mobile phone number", "date of birth", "blood type",
		"address", "postal code", "landline phone number", "fax number", "credit card number", "credit card brand",
		"credit card expiration date", "cvv/cvc", "bank account number", "iban", "tax identification number",
		"social security number", "passport number", "driver's license number", "national id number", "cpf", "cnpj",
		"health insurance number", "medical condition", "medication", "insurance company", "ip address", "username",
		"social media handle", "flight number", "reservation number", "transaction number", "license plate number",
		"student id number", "serial number",
		"EMAIL_ADDRESS", "US_SSN", "CREDIT_CARD", "API_KEY", "PASSWORD", "PERSON", "PHONE_NUMBER", "LOCATION", "ORGANIZATION",
		"IP_ADDRESS", "DATE_TIME", "URL"} {
		if _, ok := Lookup(n); !ok {
			t.Errorf("spec filter name %q unknown", n)
		}
	}
}

func TestResolveExpandsChildren(t *testing.T) {
	ids, unknown := Resolve([]string{"phone number", "nope"})
	if !ids["PHONE_NUMBER"] || !ids["MOBILE_PHONE_NUMBER"] || !ids["LANDLINE_PHONE_NUMBER"] || !ids["FAX_NUMBER"] || ids["EMAIL_ADDRESS"] {
		t.Errorf("ids = %v", ids)
	}
	if len(unknown) != 1 || unknown[0] != "nope" {
		t.Errorf("unknown = %v", unknown)
	}
}

func TestTitle(t *testing.T) {
	for id, want := range map[string]string{"DATE_OF_BIRTH": "Date Of Birth", "EMAIL_ADDRESS": "Email Address", "CVV": "Cvv/Cvc", "PERSON": "Person"} {
		if got := TitleOf(id); got != want {
			t.Errorf("TitleOf(%s) = %q, want %q", id, got, want)
		}
	}
}

func TestRegisterRejectsDuplicates(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("duplicate name accepted")
		}
	}()
	register(Type{ID: "SOMETHING_NEW", Name: "email"})
}
