/// Shared helpers for ViewIDE tests.
