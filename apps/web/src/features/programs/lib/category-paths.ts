/** The studio's list of categories: where the add and edit screens lead back to. */
export const CATEGORY_LIST_PATH = '/creator/categories';
