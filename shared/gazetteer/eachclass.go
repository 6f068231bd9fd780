package gazetteer

// EachClass calls f with every word that has classes (lower case, as
// Class takes it) and its classes, in no order: for a caller that indexes
// them its own way (the name tagger's table by the word's hash).
func EachClass(f func(lower string, c uint8)) {
	for w, c := range classes {
		f(w, c)
	}
}
