package admin

import (
	"errors"
	"net/http"

	"github.com/piiguard/piiguard/shared/bulk"
	"github.com/piiguard/piiguard/shared/store"
)

// failJob maps bulk job errors to the spec's error body.
func (h *handler) failJob(w http.ResponseWriter, r *http.Request, err error) {
	switch {
	case errors.Is(err, bulk.ErrInvalid):
		writeError(w, http.StatusBadRequest, "validation_error", err.Error())
	case errors.Is(err, bulk.ErrNotFound):
		writeError(w, http.StatusNotFound, "not_found", "no such job")
	case errors.Is(err, bulk.ErrExists):
		writeError(w, http.StatusConflict, "conflict", "a different job with this id exists")
	default:
		h.fail(w, r, err)
	}
}

func (h *handler) jobs(w http.ResponseWriter) bool {
	if h.s.Jobs == nil {
		writeError(w, http.StatusNotFound, "not_found", "bulk jobs are not deployed here (cdk -c bulkSourceBuckets= -c bulkDestinationBuckets=)")
		return false
	}
	return true
}

func (h *handler) startJob(w http.ResponseWriter, r *http.Request) {
	if !h.jobs(w) {
		return
	}
	var in bulk.StartRequest
	if err := decode(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	started, err := h.s.Jobs.Start(r.Context(), r.PathValue("tenant"), in)
	if err != nil {
		h.failJob(w, r, err)
		return
	}
	started.Job.Params = nil // may hold a hash_key or encryption_key: not echoed
	writeJSON(w, http.StatusAccepted, started)
}

func (h *handler) jobStatus(w http.ResponseWriter, r *http.Request) {
	if !h.jobs(w) {
		return
	}
	st, err := h.s.Jobs.Status(r.Context(), r.PathValue("tenant"), r.PathValue("id"))
	if errors.Is(err, store.ErrUnavailable) {
		h.fail(w, r, err)
		return
	}
	if err != nil {
		h.failJob(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, st)
}
