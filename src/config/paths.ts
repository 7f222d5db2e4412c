// Every route path of spec section 2 in one place. Components build links from here,
// the router builds its table from here, and the breadcrumbs read labels by these keys.
export const paths = {
  home: '/',
  policies: '/policies',
  error: '/error',
  unauthorized: '/unauthorized',
  publicProfile: (userId: string) => `/u/${encodeURIComponent(userId)}`,
  /** A campaign report's read-only share link (issue 22), open without signing in. */
  sharedReport: (token: string) => `/r/${encodeURIComponent(token)}`,

  user: {
    root: '/user',
    login: '/user/login',
    register: '/user/register',
    forgotPassword: '/user/forgot-password',
    resetPassword: '/user/reset-password',
    createUserDetail: '/user/createUserDetail',
    socialVerification: '/user/social-verification',
    signupForm: '/user/signup-form',
    addNewInfluencer: '/user/addNewInfluencer',
  },
  auth: { root: '/auth', action: '/auth/action' },

  app: {
    root: '/app',
    payment: '/app/payment',
    completeTransaction: '/app/completeTransaction',
    contact: '/app/contact',
    aboutUs: '/app/about-us',
    projects: '/app/projects',
    myProjects: '/app/myProjects',
    addNewBrief: '/app/addNewBrief',
    myAddNewBrief: '/app/myAddNewBrief',
    addNewAffiliate: '/app/addNewAffiliate',
    affiliateMarketing: '/app/affiliateMarketing',
    affiliateDetail: '/app/affiliateDetail',
    briefDetail: '/app/briefDetail',
    briefReport: '/app/briefReport',
    chat: '/app/chat',
    support: '/app/support',
    influencers: '/app/influencers',
    earnings: '/app/earnings',
    myEarnings: '/app/myEarnings',
    myInfluencers: '/app/myInfluencers',
    influencerDetail: '/app/influencerDetail',
    editInfluencer: '/app/editInfluencer',
    addNewInfluencer: '/app/addNewInfluencer',
    myBrands: '/app/myBrands',
    brands: '/app/brands',
    addNewBrand: '/app/addNewBrand',
    users: '/app/users',
    search: '/app/search',
    policies: '/app/policies',
  },
  pages: {
    root: '/app/pages',
    account: '/app/pages/account',
    productThumbList: '/app/pages/product/thumb-list',
    productImageList: '/app/pages/product/image-list',
    profileSocial: '/app/pages/profile/social',
    profilePortfolio: '/app/pages/profile/portfolio',
    blogList: '/app/pages/blog/blog-list',
    blogDetail: '/app/pages/blog/blog-detail',
    faq: '/app/pages/faq',
    knowledgeBase: '/app/pages/knowledge-base',
    prices: '/app/pages/prices',
    mailing: '/app/pages/mailing',
    invoice: '/app/pages/invoice',
  },
} as const;

export const briefDetailPath = (briefId: string) =>
  `${paths.app.briefDetail}?briefId=${encodeURIComponent(briefId)}`;

export const briefReportPath = (briefId: string) =>
  `${paths.app.briefReport}?briefId=${encodeURIComponent(briefId)}`;
