package admin

import (
	"errors"
	"net/http"

	"github.com/piiguard/piiguard/shared/detect/custom"
)

// maxCustomBody bounds a recognizer or allow list body: the stored JSON is
// at most custom.MaxStoredBytes; escapes may make the request larger.
const maxCustomBody = 1 << 20

// nameFromPath fills an empty body name from the path and refuses a
// different one.
func nameFromPath(r *http.Request, name *string) error {
	if *name == "" {
		*name = r.PathValue("name")
	}
	if *name != r.PathValue("name") {
		return errors.Join(ErrInvalid, errors.New("body name differs from the path"))
	}
	return nil
}

func (h *handler) listRecognizers(w http.ResponseWriter, r *http.Request) {
	rs, err := h.s.ListRecognizers(r.Context(), r.PathValue("tenant"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if rs == nil {
		rs = []custom.Spec{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"recognizers": rs})
}

func (h *handler) getRecognizer(w http.ResponseWriter, r *http.Request) {
	rec, err := h.s.GetRecognizer(r.Context(), r.PathValue("tenant"), r.PathValue("name"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, rec)
}

func (h *handler) putRecognizer(w http.ResponseWriter, r *http.Request) {
	var rec custom.Spec
	if err := decodeLimit(r, &rec, maxCustomBody); err != nil {
		h.fail(w, r, err)
		return
	}
	if err := nameFromPath(r, &rec.Name); err != nil {
		h.fail(w, r, err)
		return
	}
	if err := h.s.PutRecognizer(r.Context(), r.PathValue("tenant"), rec); err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, rec)
}

func (h *handler) deleteRecognizer(w http.ResponseWriter, r *http.Request) {
	if err := h.s.DeleteRecognizer(r.Context(), r.PathValue("tenant"), r.PathValue("name")); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *handler) listAllowLists(w http.ResponseWriter, r *http.Request) {
	ls, err := h.s.ListAllowLists(r.Context(), r.PathValue("tenant"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if ls == nil {
		ls = []custom.AllowList{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"allow_lists": ls})
}

func (h *handler) getAllowList(w http.ResponseWriter, r *http.Request) {
	l, err := h.s.GetAllowList(r.Context(), r.PathValue("tenant"), r.PathValue("name"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, l)
}

func (h *handler) putAllowList(w http.ResponseWriter, r *http.Request) {
	var l custom.AllowList
	if err := decodeLimit(r, &l, maxCustomBody); err != nil {
		h.fail(w, r, err)
		return
	}
	if err := nameFromPath(r, &l.Name); err != nil {
		h.fail(w, r, err)
		return
	}
	if err := h.s.PutAllowList(r.Context(), r.PathValue("tenant"), l); err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, l)
}

func (h *handler) deleteAllowList(w http.ResponseWriter, r *http.Request) {
	if err := h.s.DeleteAllowList(r.Context(), r.PathValue("tenant"), r.PathValue("name")); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
