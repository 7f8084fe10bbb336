;;; test.el --- owns the headless Emacs test of the eglot setup in editors/README.md -*- lexical-binding: t -*-
;; Run by Tests/e2e/emacs/run after the README's setup block: opens a .view file
;; of a temporary workspace, lets eglot start the real `viewls serve' (the
;; `viewls' on PATH is $VIEWLS), and checks what arrives through Flymake.
;; Prints "emacs e2e: N passed, M failed"; exits 1 on any failure.

(require 'cl-lib)
(require 'eglot)
(require 'flymake)

(defvar viewls-e2e-passed 0)
(defvar viewls-e2e-failed 0)

(defun viewls-e2e-check (name ok &optional detail)
  (if ok
      (progn (setq viewls-e2e-passed (1+ viewls-e2e-passed))
             (princ (format "ok   %s\n" name)))
    (setq viewls-e2e-failed (1+ viewls-e2e-failed))
    (princ (format "FAIL %s%s\n" name (if detail (format ": %s" detail) "")))))

(defun viewls-e2e-finish ()
  (princ (format "emacs e2e: %d passed, %d failed\n" viewls-e2e-passed viewls-e2e-failed))
  (ignore-errors (eglot-shutdown-all))
  (kill-emacs (if (and (> viewls-e2e-passed 0) (= viewls-e2e-failed 0)) 0 1)))

(defun viewls-e2e-wait (what predicate seconds)
  "Wait up to SECONDS for PREDICATE, letting the server's messages in."
  (let ((deadline (+ (float-time) seconds)) value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.1))
    (unless value (princ (format "timed out waiting for %s\n" what)))
    value))

(defun viewls-e2e-diagnostic (code)
  "The Flymake diagnostic whose text names CODE, asking the backends again."
  (when (eglot-managed-p)
    ;; Batch Emacs has no command loop, which is what normally starts Flymake.
    (flymake-start nil t))
  (cl-find-if (lambda (diagnostic)
                (string-match-p (regexp-quote (format "[%s]" code)) (flymake-diagnostic-text diagnostic)))
              (flymake-diagnostics)))

(condition-case err
    (let ((file (getenv "VIEWLS_E2E_FILE"))
          (code (getenv "VIEWLS_E2E_CODE"))
          (expected-text (getenv "VIEWLS_E2E_TEXT")))
      ;; Settings as the README shows them: this turns the rule's warning into an error.
      (setq-default eglot-workspace-configuration
                    `(:viewls (:rules (,(intern (concat ":" code)) "error"))))
      (find-file file)
      (viewls-e2e-check "the .view file opens in viewls-mode" (eq major-mode 'viewls-mode) major-mode)
      (font-lock-ensure)
      (dolist (expected '(("MapViewPinColor.view" font-lock-comment-face)
                          ("\"Trail\"" font-lock-string-face)
                          ("Screen" font-lock-type-face)
                          ("mapType" font-lock-variable-name-face)
                          ("山顶" font-lock-string-face)))
        (goto-char (point-min))
        (let* ((found (search-forward (car expected) nil t))
               (face (and found (get-text-property (match-beginning 0) 'face))))
          (viewls-e2e-check (format "%s is coloured as %s" (car expected) (cadr expected))
                            (eq face (cadr expected)) face)))
      ;; eglot-ensure waits for the end of the current command, which batch Emacs never reaches.
      (run-hooks 'post-command-hook)
      (viewls-e2e-check "eglot connects to viewls serve"
                        (viewls-e2e-wait "eglot" #'eglot-managed-p 30))
      (let* ((server (eglot-current-server))
             (info (and server (eglot--server-info server))))
        (viewls-e2e-check "the server introduces itself as viewls"
                          (equal (plist-get info :name) "viewls") info))
      (let ((diagnostic (viewls-e2e-wait (format "a %s diagnostic" code)
                                         (lambda () (viewls-e2e-diagnostic code)) 60)))
        (viewls-e2e-check (format "Flymake shows a diagnostic with the code [%s]" code) diagnostic
                          (mapcar #'flymake-diagnostic-text (flymake-diagnostics)))
        (when diagnostic
          ;; The line holds Cyrillic and CJK text before the range, so a server
          ;; that counted bytes instead of UTF-16 code units would miss it.
          (viewls-e2e-check "the diagnostic covers exactly the offending text"
                            (equal (buffer-substring-no-properties (flymake-diagnostic-beg diagnostic)
                                                                   (flymake-diagnostic-end diagnostic))
                                   expected-text)
                            (buffer-substring-no-properties (flymake-diagnostic-beg diagnostic)
                                                            (flymake-diagnostic-end diagnostic)))
          (viewls-e2e-check "the workspace configuration made it an error"
                            (eq (flymake-diagnostic-type diagnostic) 'eglot-error)
                            (flymake-diagnostic-type diagnostic))))
      (viewls-e2e-finish))
  (error
   (viewls-e2e-check "no Lisp error" nil (error-message-string err))
   (viewls-e2e-finish)))
