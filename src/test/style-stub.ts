// Global stylesheets have no exports; tests import them as nothing.
export {};
