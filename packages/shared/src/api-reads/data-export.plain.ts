// The API read of the "Download my data" section: the owner's newest archive.

export const latestDataExportPath = '/account/exports/latest';
