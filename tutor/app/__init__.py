"""The Streamlit app: the entrypoint `main` (``streamlit run tutor/app/main.py``) and its `views`.

`streamlit run` puts this folder first on ``sys.path``: no module here may share a name with a
library, and modules import the package absolutely (``from tutor.app import language``).
"""
