package contextual

// studentSpec: student id numbers of 5-12 characters with a digit after a
// student word ("Matrikelnummer 4711235", "numer albumu 123456").
var studentSpec = keyedSpec{
	Type: "STUDENT_ID",
	Keywords: []string{
		"student", "matric", // en "student id", "matriculation number"
		"matrikel", "studierend", // de "Matrikelnummer"
		"étudiant", "etudiant", // fr "numéro étudiant"
		"estudiante", "alumno", "matrícula", // es
		"matricola", "studente", // it
		"album", "legitymacj", "studenck", // pl "numer albumu", "legitymacja studencka"
		"studentsk", "študent", "študijn", "studijn", // cs/sk "studentské číslo"
	},
	Inner: "-",
	Value: scoreStudent,
}

const studentScore = 0.55

func scoreStudent(_, v string) float64 {
	s := shapeOf(v)
	alnum := s.n - s.other
	if alnum < 5 || alnum > 12 || s.digits == 0 {
		return 0
	}
	return studentScore
}
