import { type ExportData, RECORD_LISTS, type RecordList } from './format';

type Kind = RecordList;

/**
 * The first link in data.json that names nothing (a car id no car has, a file no `files[]`
 * entry describes) or an id two records share, as `where: what` for the 400; null when whole.
 */
export function danglingReference(data: ExportData): string | null {
  const ids = {} as Record<Kind, Set<number>>;
  for (const kind of RECORD_LISTS) {
    ids[kind] = new Set();
    for (const [i, record] of data[kind].entries()) {
      if (ids[kind].has(record.id)) return `${kind}[${i}].id: ${record.id} is used by two records`;
      ids[kind].add(record.id);
    }
  }
  const urls = new Set(data.files.map((f) => f.url));
  const missing = (kind: Kind, id: number | null) => id !== null && !ids[kind].has(id);
  const noFile = (url: string | null) => url !== null && !urls.has(url);

  for (const [i, car] of data.cars.entries())
    if (noFile(car.imageUrl)) return `cars[${i}].imageUrl: ${car.imageUrl} is not in files`;
  for (const [i, t] of data.transponders.entries())
    if (missing('cars', t.rcCarId)) return `transponders[${i}].rcCarId: no car has id ${t.rcCarId}`;
  for (const kind of ['setupSheets', 'escSetups'] as const)
    for (const [i, setup] of data[kind].entries()) {
      if (missing('cars', setup.rcCarId)) return `${kind}[${i}].rcCarId: no car has id ${setup.rcCarId}`;
      if (noFile(setup.fileUrl)) return `${kind}[${i}].fileUrl: ${setup.fileUrl} is not in files`;
      const versions = new Set<number>();
      for (const [v, version] of setup.versions.entries()) {
        if (versions.has(version.version))
          return `${kind}[${i}].versions[${v}].version: version ${version.version} appears twice`;
        versions.add(version.version);
      }
      // The next save writes version + 1: it must not meet a version the history holds already.
      const last = Math.max(0, ...versions);
      if (versions.size > 0 && last !== setup.version)
        return `${kind}[${i}].version: the setup is at version ${setup.version} but its history ends at ${last}`;
      // An install names a version the setup had: none after the one it is at.
      const late = setup.installs.findIndex((install) => install.version > setup.version);
      if (late >= 0)
        return `${kind}[${i}].installs[${late}].version: the setup is at version ${setup.version}, it had no version ${setup.installs[late]?.version}`;
    }
  for (const [i, sheet] of data.setupSheets.entries())
    if (missing('escSetups', sheet.escSetupId))
      return `setupSheets[${i}].escSetupId: no ESC setup has id ${sheet.escSetupId}`;
  for (const [i, run] of data.runs.entries()) {
    if (missing('cars', run.rcCarId)) return `runs[${i}].rcCarId: no car has id ${run.rcCarId}`;
    if (missing('setupSheets', run.setupSheetId))
      return `runs[${i}].setupSheetId: no setup sheet has id ${run.setupSheetId}`;
    if (missing('escSetups', run.escSetupId))
      return `runs[${i}].escSetupId: no ESC setup has id ${run.escSetupId}`;
    const set = run.tyreSetIds.find((id) => !ids.tyreSets.has(id));
    if (set !== undefined) return `runs[${i}].tyreSetIds: no tyre set has id ${set}`;
  }
  for (const [i, item] of data.maintenanceItems.entries())
    if (missing('cars', item.rcCarId)) return `maintenanceItems[${i}].rcCarId: no car has id ${item.rcCarId}`;
  const paths = new Set<string>();
  for (const [i, file] of data.files.entries()) {
    if (paths.has(file.path) || urls.size !== data.files.length)
      return `files[${i}]: two files share the path ${file.path} or an address`;
    paths.add(file.path);
  }
  return null;
}
