/** One page of a list that can grow (the API's paged answers). */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** A recruitment post as `GET /recruitment_needs` answers it, in the request's language. */
export interface RecruitmentPost {
  id: number;
  title: string;
  department: string;
  location: string;
  /** Monthly range in CNY as written ("18k-30k"). */
  salary: string;
  welfare: string[];
  content: string[];
  requirements: string[];
  headcount: number;
  isHot: boolean;
  publishedAt: string;
}
