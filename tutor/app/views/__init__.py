"""The pages that `tutor.app.main` runs, each reading like a description of its screen."""
