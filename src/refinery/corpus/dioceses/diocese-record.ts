import type { Provenance } from '../../dataset-builder.js';

/** A diocese as stored in the dataset and served by /v1/corpus/dioceses (the `doc` column holds this JSON). */
export interface DioceseRecord {
  id: string;
  name: string;
  country: string;
  country_name: string;
  /** Countries outside `country` that lie wholly in this diocese (Andorra in Urgell): see diocese-facts.ts. */
  other_countries: string[];
  /** State or province, where the source gives one (United States). */
  province: string | null;
  see: {
    city: string;
    /** Other names of the see city: GeoNames's name for the place located (`Rome` for `Roma`), the common English name. */
    other_names: string[];
    /** The see city's point (GeoNames, or the North American table): never a cathedral's, hence `city`. */
    location: { lat: number; lon: number; precision: 'city' } | null;
    /** Why the see could not be located, when `location` is null. */
    unmatched_reason: string | null;
  };
  /** From the North American historical table (rOpenSci historydata), when the diocese is in it. */
  history: { erected: string | null; metropolitan_since: string | null; rite: string | null } | null;
  metropolitan: boolean | null;
  /** Filled when a cathedral site of the dataset is linked to this diocese (see docs/corpus.md). */
  cathedral: { id: string; name: string | null } | null;
  provenance: Provenance[];
}
