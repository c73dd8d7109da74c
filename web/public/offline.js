// The offline page's "Réessayer": load the address again (a file, as the CSP allows no inline script).
document.getElementById('retry')?.addEventListener('click', () => window.location.reload());
