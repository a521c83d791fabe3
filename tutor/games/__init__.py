"""The card games the tutor teaches: pure rules, no language, no files, no user interface."""
