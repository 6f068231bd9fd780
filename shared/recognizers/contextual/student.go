package contextual

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

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
	Inner:   "-",
	Value:   scoreStudent,
	Confirm: studentText,
}

// studentText: the Italian "matricola" and the Spanish "matrícula" number
// an employee as well as a student ("Numero di matricola: 004512" in a
// letter of employment, "Nº de matrícula del empleado"); in a text about
// employment, pay or a contract of work the number after them is none of
// a student's. The other keywords name a student alone.
func studentText(d *detect.Doc, kw string) bool {
	switch strings.ToLower(kw) {
	case "matricola", "matrícula", "matricula":
		return !mentions(d, employmentCues)
	}
	return true
}

// employmentCues name an employee, a job, pay or a contract of work, in
// Italian and Spanish; not "lavoro" or "trabajo", which a thesis and a
// course are too.
var employmentCues = detect.NewStemSet(
	"assunzion", "assunt", "dipendent", "stipendi", "retribuzion", "cedolin", "impiegat", "lavorator", "datore", "mansion", "inps",
	"emplead", "nómina", "trabajador", "salario", "sueldo", "contratación", "contratacion", "empleador", "plantilla")

const studentScore = 0.55

func scoreStudent(kw, v string) float64 {
	if len(kw) == len("matricule") && strings.EqualFold(kw, "matricule") {
		// French "matricule" is an employee's, a soldier's or a member's
		// number ("Matricule 004711" on a payslip); a student's is "numéro
		// étudiant" or "INE"
		return 0
	}
	s := shapeOf(v)
	alnum := s.n - s.other
	if alnum < 5 || alnum > 12 || s.digits == 0 {
		return 0
	}
	return studentScore
}
