// Groups resource (spec §7 "Groups"): the competition status popup's groups of a topic.
import type { Page } from '../../contract/envelope';
import { apiPaths } from '../../contract/paths';
import type { Group, GroupStateValue } from '../../contract/topics';
import { POPUP_PAGE_SIZE } from '../lib/constants';
import { api } from './client';

export interface GroupsOfTopicQuery {
  topicUuid: string;
  groupState: GroupStateValue;
  /** Spec §7 and §9: the popup asks for page 1, size 100. */
  page?: number;
  size?: number;
}

export function getGroupsOfTopic(query: GroupsOfTopicQuery, signal?: AbortSignal) {
  const { topicUuid, groupState, page = 1, size = POPUP_PAGE_SIZE } = query;
  return api.get<Page<Group>>(apiPaths.groupTopic, {
    params: { page, size, groupState, topicUuid },
    signal,
  });
}
