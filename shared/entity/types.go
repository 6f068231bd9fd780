package entity

// allTypes is every entity type, in registration order: the broad types, the
// country-specific ones (national.go), the credential types (secrets.go) and
// those of single recognizers (otherTypes). The registry is built from it
// alone, so a type exists whatever packages a binary imports.
func allTypes() []Type {
	all := append([]Type(nil), baseTypes...)
	all = append(all, nationalTypes...)
	all = append(all, secretTypes()...)
	return append(all, otherTypes...)
}

// otherTypes belong to one recognizer each (named beside them).
var otherTypes = []Type{
	// shared/recognizers/contextual (nrp.go)
	{ID: "NRP", Name: "nationality, religious or political group",
		Aliases:  []string{"nrp", "nationality", "religion", "religious group", "political group", "ethnicity", "demonym"},
		Category: Personal, Languages: []string{"en"}},
}

// baseTypes are the broad types: every name SPEC.md lists as a filter value,
// the UPPER_SNAKE ids it shows, and the generic parents that country-specific
// types hang below.
var baseTypes = []Type{
	// Personal
	{ID: "PERSON", Name: "person", Aliases: []string{"name", "person name", "full name", "per"}, Category: Personal},
	{ID: "EMAIL_ADDRESS", Name: "email address", Aliases: []string{"email", "e-mail", "e-mail address"}, Category: Personal},
	{ID: "PHONE_NUMBER", Name: "phone number", Aliases: []string{"phone", "telephone number", "telephone"}, Category: Personal},
	{ID: "MOBILE_PHONE_NUMBER", Name: "mobile phone number", Aliases: []string{"mobile number", "cell phone number", "mobile"}, Category: Personal, Parent: "PHONE_NUMBER"},
	{ID: "DATE_OF_BIRTH", Name: "date of birth", Aliases: []string{"dob", "birth date", "birthdate", "birthday"}, Category: Personal, Parent: "DATE_TIME"},
	{ID: "BLOOD_TYPE", Name: "blood type", Aliases: []string{"blood group"}, Category: Personal},
	{ID: "AGE", Name: "age", Category: Personal},
	{ID: "USERNAME", Name: "username", Aliases: []string{"user name", "login name", "user id"}, Category: Digital},
	{ID: "SOCIAL_MEDIA_HANDLE", Name: "social media handle", Aliases: []string{"social handle", "handle"}, Category: Digital, Parent: "USERNAME"},

	// Contact
	{ID: "STREET_ADDRESS", Name: "address", Aliases: []string{"street address", "postal address", "home address"}, Category: Contact},
	{ID: "POSTAL_CODE", Name: "postal code", Aliases: []string{"zip code", "zip", "postcode", "post code"}, Category: Contact},
	{ID: "LANDLINE_PHONE_NUMBER", Name: "landline phone number", Aliases: []string{"landline", "landline number"}, Category: Contact, Parent: "PHONE_NUMBER"},
	{ID: "FAX_NUMBER", Name: "fax number", Aliases: []string{"fax"}, Category: Contact, Parent: "PHONE_NUMBER"},
	{ID: "LOCATION", Name: "location", Aliases: []string{"place", "city", "gpe", "loc"}, Category: Contact},
	{ID: "ORGANIZATION", Name: "organization", Aliases: []string{"organisation", "company", "org"}, Category: Contact},

	// Financial
	{ID: "CREDIT_CARD", Name: "credit card number", Aliases: []string{"credit card", "card number", "payment card number", "debit card number"}, Category: Financial},
	{ID: "CREDIT_CARD_BRAND", Name: "credit card brand", Aliases: []string{"card brand"}, Category: Financial},
	{ID: "CREDIT_CARD_EXPIRATION", Name: "credit card expiration date", Aliases: []string{"card expiration date", "card expiry", "expiration date", "expiry date"}, Category: Financial},
	{ID: "CVV", Name: "cvv/cvc", Aliases: []string{"cvv", "cvc", "cvv2", "card verification code", "card security code"}, Category: Financial},
	{ID: "BANK_ACCOUNT", Name: "bank account number", Aliases: []string{"bank account", "account number"}, Category: Financial},
	{ID: "IBAN_CODE", Name: "iban", Aliases: []string{"iban code", "international bank account number"}, Category: Financial, Parent: "BANK_ACCOUNT"},
	{ID: "SWIFT_CODE", Name: "bic", Aliases: []string{"swift code", "swift", "bic code", "swift/bic"}, Category: Financial},
	{ID: "US_BANK_ROUTING", Name: "routing number", Aliases: []string{"aba routing number", "us routing number"}, Category: Financial, Countries: []string{"US"}},
	{ID: "TAX_ID", Name: "tax identification number", Aliases: []string{"tax id", "tin", "tax number"}, Category: Financial},
	{ID: "VAT_NUMBER", Name: "vat number", Aliases: []string{"vat id", "vat identification number", "vat"}, Category: Financial, Parent: "TAX_ID"},
	{ID: "CRYPTO_WALLET", Name: "crypto wallet address", Aliases: []string{"crypto", "crypto wallet", "bitcoin address", "wallet address"}, Category: Financial},
	{ID: "TRANSACTION_NUMBER", Name: "transaction number", Aliases: []string{"transaction id"}, Category: Travel},

	// Government ids
	{ID: "NATIONAL_ID", Name: "national id number", Aliases: []string{"national id", "personal id number", "national identification number"}, Category: Government},
	{ID: "US_SSN", Name: "social security number", Aliases: []string{"ssn", "us ssn"}, Category: Government, Parent: "NATIONAL_ID", Countries: []string{"US"}},
	{ID: "PASSPORT", Name: "passport number", Aliases: []string{"passport"}, Category: Government},
	{ID: "DRIVER_LICENSE", Name: "driver's license number", Aliases: []string{"driver's license", "drivers license", "driver license", "driving licence", "driving licence number", "us driver license"}, Category: Government},
	{ID: "BR_CPF", Name: "cpf", Aliases: []string{"CPF"}, Category: Government, Parent: "NATIONAL_ID", Countries: []string{"BR"}},
	{ID: "BR_CNPJ", Name: "cnpj", Aliases: []string{"CNPJ"}, Category: Government, Parent: "TAX_ID", Countries: []string{"BR"}},

	// Healthcare
	{ID: "HEALTH_INSURANCE_NUMBER", Name: "health insurance number", Aliases: []string{"health insurance id", "insurance number"}, Category: Healthcare},
	{ID: "MEDICAL_RECORD_NUMBER", Name: "medical record number", Aliases: []string{"mrn", "patient id"}, Category: Healthcare},
	{ID: "MEDICAL_CONDITION", Name: "medical condition", Aliases: []string{"diagnosis", "condition", "disease"}, Category: Healthcare},
	{ID: "MEDICATION", Name: "medication", Aliases: []string{"drug", "medicine"}, Category: Healthcare},
	{ID: "INSURANCE_COMPANY", Name: "insurance company", Aliases: []string{"insurer", "health insurer"}, Category: Healthcare, Parent: "ORGANIZATION"},

	// Digital
	{ID: "IP_ADDRESS", Name: "ip address", Aliases: []string{"ip", "ipv4", "ipv6"}, Category: Digital},
	{ID: "MAC_ADDRESS", Name: "mac address", Aliases: []string{"mac"}, Category: Digital},
	{ID: "URL", Name: "url", Aliases: []string{"web address", "domain name", "link", "uri"}, Category: Digital},
	{ID: "API_KEY", Name: "api key", Aliases: []string{"secret", "access key", "access token", "credential"}, Category: Secrets},
	{ID: "PASSWORD", Name: "password", Aliases: []string{"passphrase"}, Category: Secrets},
	{ID: "PRIVATE_KEY", Name: "private key", Aliases: []string{"private key block"}, Category: Secrets, Parent: "API_KEY"},
	{ID: "CONNECTION_STRING", Name: "connection string", Aliases: []string{"database url", "dsn"}, Category: Secrets, Parent: "PASSWORD"},

	// Travel and transactions, registration
	{ID: "FLIGHT_NUMBER", Name: "flight number", Aliases: []string{"flight"}, Category: Travel},
	{ID: "RESERVATION_NUMBER", Name: "reservation number", Aliases: []string{"booking reference", "booking number", "pnr", "confirmation number"}, Category: Travel},
	{ID: "LICENSE_PLATE", Name: "license plate number", Aliases: []string{"license plate", "licence plate", "number plate", "registration plate"}, Category: Registration},
	{ID: "STUDENT_ID", Name: "student id number", Aliases: []string{"student id", "student number"}, Category: Registration},
	{ID: "SERIAL_NUMBER", Name: "serial number", Aliases: []string{"serial", "serial no"}, Category: Registration},
	{ID: "VIN", Name: "vehicle identification number", Aliases: []string{"vin", "chassis number"}, Category: Registration},

	// Time
	{ID: "DATE_TIME", Name: "date", Aliases: []string{"date time", "datetime", "time", "date_time"}, Category: Temporal},
}
