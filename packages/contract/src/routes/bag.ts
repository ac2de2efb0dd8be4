import {
  Bag,
  BagClub,
  BagClubDeleted,
  BagClubInput,
  BagClubParams,
  Brands,
  BrandsQuery,
  UpdateBagBody,
  UserBagParams,
} from '../bag';
import { bagPaths } from './bag.paths';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';

const tags = ['bag'];
const refusals = errorAnswers(400, 401, 404);

export const bagRoutes = defineRoutes(bagPaths, {
  myBag: {
    access: 'signed-in',
    tags,
    summary: 'The signed-in golfer’s clubs, in bag order',
    answers: { 200: Bag, ...refusals },
  },
  updateBag: {
    access: 'signed-in',
    tags,
    summary: 'Replace the signed-in golfer’s bag (at most 14 clubs in it)',
    body: UpdateBagBody,
    answers: { 200: Bag, ...refusals },
  },
  brands: {
    access: 'signed-in',
    tags,
    summary: 'Club brands, searched by name',
    query: BrandsQuery,
    answers: { 200: Brands, ...refusals },
  },
  userBag: {
    access: 'signed-in',
    tags,
    summary: 'The clubs in another golfer’s bag, in bag order',
    params: UserBagParams,
    answers: { 200: Bag, ...refusals },
  },
  bagClub: {
    access: 'signed-in',
    tags,
    summary: 'One of the signed-in golfer’s clubs',
    params: BagClubParams,
    answers: { 200: BagClub, ...refusals },
  },
  updateBagClub: {
    access: 'signed-in',
    tags,
    summary: 'Change one of the signed-in golfer’s clubs',
    params: BagClubParams,
    body: BagClubInput,
    answers: { 200: BagClub, ...refusals },
  },
  removeBagClub: {
    access: 'signed-in',
    tags,
    summary: 'Remove one of the signed-in golfer’s clubs',
    params: BagClubParams,
    answers: { 200: BagClubDeleted, ...refusals },
  },
});
