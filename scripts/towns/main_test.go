package main

import (
	"encoding/binary"
	"testing"
)

func TestCity(t *testing.T) {
	field := func(b []byte, n int, s string) []byte {
		b = binary.AppendUvarint(b, uint64(n<<3|2))
		b = binary.AppendUvarint(b, uint64(len(s)))
		return append(b, s...)
	}
	var rec []byte
	rec = binary.AppendUvarint(rec, 1<<3) // field 1, the id, a varint
	rec = binary.AppendUvarint(rec, 2759879)
	rec = field(rec, 2, "Venlo")
	rec = field(rec, 3, "NL")
	rec = field(rec, 7, "PPLA2")
	rec = binary.AppendUvarint(rec, 9<<3)
	rec = binary.AppendUvarint(rec, 92403)
	name, country, pop, err := city(rec)
	if err != nil || name != "Venlo" || country != "NL" || pop != 92403 {
		t.Fatalf("city = %q %q %d %v", name, country, pop, err)
	}
	if _, _, _, err := city(append(rec, 5<<3|5)); err == nil {
		t.Error("a 32-bit field (wire type 5) parsed without error")
	}
	if _, _, _, err := city(field(nil, 2, "Venlo")[:4]); err == nil {
		t.Error("a truncated name parsed without error")
	}
}
