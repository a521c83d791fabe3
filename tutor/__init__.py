"""The Cinch tutor: the rules engine, its explanations in four languages, and the Streamlit app."""

__version__ = "0.1.0"
