/// Shared helpers for ViewSemantics tests.
