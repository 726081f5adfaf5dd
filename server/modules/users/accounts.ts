import * as repo from "./users-repo";

/**
 * The user rows as registration, sign-in and the account tab read and change them (the auth module), and the demo
 * seed. Other modules call these, never users-repo, so the queries behind them can change here alone.
 */
export const findUserByEmail: typeof repo.findUserByEmail = (...args) => repo.findUserByEmail(...args);
export const findUserByMobile: typeof repo.findUserByMobile = (...args) => repo.findUserByMobile(...args);
export const findUserByUsername: typeof repo.findUserByUsername = (...args) => repo.findUserByUsername(...args);
export const findTakenField: typeof repo.findTakenField = (...args) => repo.findTakenField(...args);
export const insertUser: typeof repo.insertUser = (...args) => repo.insertUser(...args);
export const updateUser: typeof repo.updateUser = (...args) => repo.updateUser(...args);
export const deleteUnverifiedUser: typeof repo.deleteUnverifiedUser = (...args) => repo.deleteUnverifiedUser(...args);
export const replacePasswordHash: typeof repo.replacePasswordHash = (...args) => repo.replacePasswordHash(...args);
