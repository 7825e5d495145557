// The fixture package needs a target of its own; this one is empty.
