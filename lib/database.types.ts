export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "14.1"
  }
  public: {
    Tables: {
      ambassadors: {
        Row: {
          code: string
          created_at: string
          user_id: string
        }
        Insert: {
          code: string
          created_at?: string
          user_id: string
        }
        Update: {
          code?: string
          created_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "ambassadors_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "ambassadors_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      audit_log: {
        Row: {
          action: string
          actor_id: string | null
          created_at: string
          details: NonNullable<Json>
          id: number
          target_id: string | null
          target_type: string
        }
        Insert: {
          action: string
          actor_id?: string | null
          created_at?: string
          details?: NonNullable<Json>
          id?: never
          target_id?: string | null
          target_type: string
        }
        Update: {
          action?: string
          actor_id?: string | null
          created_at?: string
          details?: NonNullable<Json>
          id?: never
          target_id?: string | null
          target_type?: string
        }
        Relationships: [
          {
            foreignKeyName: "audit_log_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "audit_log_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      blog_categories: {
        Row: {
          created_at: string
          description: string | null
          id: string
          name: string
          slug: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          description?: string | null
          id?: string
          name: string
          slug: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          description?: string | null
          id?: string
          name?: string
          slug?: string
          updated_at?: string
        }
        Relationships: []
      }
      blog_post_revisions: {
        Row: {
          author_id: string | null
          author_name: string | null
          content: string
          created_at: string
          excerpt: string | null
          featured_image_alt: string | null
          featured_image_url: string | null
          id: number
          post_id: string
          seo_description: string | null
          seo_keywords: string[]
          seo_title: string | null
          title: string
        }
        Insert: {
          author_id?: string | null
          author_name?: string | null
          content: string
          created_at?: string
          excerpt?: string | null
          featured_image_alt?: string | null
          featured_image_url?: string | null
          id?: never
          post_id: string
          seo_description?: string | null
          seo_keywords?: string[]
          seo_title?: string | null
          title: string
        }
        Update: {
          author_id?: string | null
          author_name?: string | null
          content?: string
          created_at?: string
          excerpt?: string | null
          featured_image_alt?: string | null
          featured_image_url?: string | null
          id?: never
          post_id?: string
          seo_description?: string | null
          seo_keywords?: string[]
          seo_title?: string | null
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "blog_post_revisions_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blog_post_revisions_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blog_post_revisions_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "blog_posts"
            referencedColumns: ["id"]
          },
        ]
      }
      blog_post_tags: {
        Row: {
          created_at: string
          post_id: string
          tag_id: string
        }
        Insert: {
          created_at?: string
          post_id: string
          tag_id: string
        }
        Update: {
          created_at?: string
          post_id?: string
          tag_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "blog_post_tags_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "blog_posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blog_post_tags_tag_id_fkey"
            columns: ["tag_id"]
            isOneToOne: false
            referencedRelation: "blog_tags"
            referencedColumns: ["id"]
          },
        ]
      }
      blog_posts: {
        Row: {
          author_id: string | null
          category_id: string | null
          content: string
          created_at: string
          excerpt: string | null
          featured_image_alt: string | null
          featured_image_url: string | null
          id: string
          published_at: string | null
          search_text: string
          search_vector: unknown
          seo_description: string | null
          seo_keywords: string[]
          seo_title: string | null
          slug: string
          status: string
          title: string
          updated_at: string
          views_count: number
        }
        Insert: {
          author_id?: string | null
          category_id?: string | null
          content?: string
          created_at?: string
          excerpt?: string | null
          featured_image_alt?: string | null
          featured_image_url?: string | null
          id?: string
          published_at?: string | null
          search_text?: string
          search_vector?: unknown
          seo_description?: string | null
          seo_keywords?: string[]
          seo_title?: string | null
          slug: string
          status?: string
          title: string
          updated_at?: string
          views_count?: number
        }
        Update: {
          author_id?: string | null
          category_id?: string | null
          content?: string
          created_at?: string
          excerpt?: string | null
          featured_image_alt?: string | null
          featured_image_url?: string | null
          id?: string
          published_at?: string | null
          search_text?: string
          search_vector?: unknown
          seo_description?: string | null
          seo_keywords?: string[]
          seo_title?: string | null
          slug?: string
          status?: string
          title?: string
          updated_at?: string
          views_count?: number
        }
        Relationships: [
          {
            foreignKeyName: "blog_posts_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blog_posts_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blog_posts_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "blog_categories"
            referencedColumns: ["id"]
          },
        ]
      }
      blog_tags: {
        Row: {
          created_at: string
          id: string
          name: string
          slug: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          id?: string
          name: string
          slug: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          id?: string
          name?: string
          slug?: string
          updated_at?: string
        }
        Relationships: []
      }
      business_activity: {
        Row: {
          business_id: string
          count: number
          day: string
          kind: string
        }
        Insert: {
          business_id: string
          count?: number
          day: string
          kind: string
        }
        Update: {
          business_id?: string
          count?: number
          day?: string
          kind?: string
        }
        Relationships: [
          {
            foreignKeyName: "business_activity_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
        ]
      }
      business_order_settings: {
        Row: {
          business_id: string
          enabled: boolean
          local_delivery_fee_cents: number
          minimum_order_cents: number | null
          note: string | null
          offers_local_delivery: boolean
          offers_pickup: boolean
          offers_shipping: boolean
          pix_key: string | null
          pix_key_type: string | null
          pix_receiver_city: string | null
          pix_receiver_name: string | null
          updated_at: string
        }
        Insert: {
          business_id: string
          enabled?: boolean
          local_delivery_fee_cents?: number
          minimum_order_cents?: number | null
          note?: string | null
          offers_local_delivery?: boolean
          offers_pickup?: boolean
          offers_shipping?: boolean
          pix_key?: string | null
          pix_key_type?: string | null
          pix_receiver_city?: string | null
          pix_receiver_name?: string | null
          updated_at?: string
        }
        Update: {
          business_id?: string
          enabled?: boolean
          local_delivery_fee_cents?: number
          minimum_order_cents?: number | null
          note?: string | null
          offers_local_delivery?: boolean
          offers_pickup?: boolean
          offers_shipping?: boolean
          pix_key?: string | null
          pix_key_type?: string | null
          pix_receiver_city?: string | null
          pix_receiver_name?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "business_order_settings_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: true
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
        ]
      }
      business_reviews: {
        Row: {
          approved: boolean
          author_avatar_url: string | null
          author_id: string | null
          author_name: string
          business_id: string
          comment: string
          created_at: string
          id: string
          moderated_at: string | null
          moderated_by: string | null
          owner_replied_at: string | null
          owner_reply: string | null
          rating: number
          rejection_reason: string | null
          updated_at: string
          verified_purchase: boolean
        }
        Insert: {
          approved?: boolean
          author_avatar_url?: string | null
          author_id?: string | null
          author_name?: string
          business_id: string
          comment: string
          created_at?: string
          id?: string
          moderated_at?: string | null
          moderated_by?: string | null
          owner_replied_at?: string | null
          owner_reply?: string | null
          rating: number
          rejection_reason?: string | null
          updated_at?: string
          verified_purchase?: boolean
        }
        Update: {
          approved?: boolean
          author_avatar_url?: string | null
          author_id?: string | null
          author_name?: string
          business_id?: string
          comment?: string
          created_at?: string
          id?: string
          moderated_at?: string | null
          moderated_by?: string | null
          owner_replied_at?: string | null
          owner_reply?: string | null
          rating?: number
          rejection_reason?: string | null
          updated_at?: string
          verified_purchase?: boolean
        }
        Relationships: [
          {
            foreignKeyName: "business_reviews_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "business_reviews_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "business_reviews_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "business_reviews_moderated_by_fkey"
            columns: ["moderated_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "business_reviews_moderated_by_fkey"
            columns: ["moderated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      business_revisions: {
        Row: {
          accepts_orders: boolean
          business_id: string
          category: string | null
          city: string | null
          contact_email: string | null
          created_at: string
          description: string | null
          instagram_url: string | null
          logo_url: string | null
          name: string
          owner_id: string
          sells_online: boolean
          slug: string
          state: string | null
          submitted_at: string
          updated_at: string
          website_url: string | null
          whatsapp: string | null
        }
        Insert: {
          accepts_orders?: boolean
          business_id: string
          category?: string | null
          city?: string | null
          contact_email?: string | null
          created_at?: string
          description?: string | null
          instagram_url?: string | null
          logo_url?: string | null
          name: string
          owner_id?: string
          sells_online?: boolean
          slug: string
          state?: string | null
          submitted_at?: string
          updated_at?: string
          website_url?: string | null
          whatsapp?: string | null
        }
        Update: {
          accepts_orders?: boolean
          business_id?: string
          category?: string | null
          city?: string | null
          contact_email?: string | null
          created_at?: string
          description?: string | null
          instagram_url?: string | null
          logo_url?: string | null
          name?: string
          owner_id?: string
          sells_online?: boolean
          slug?: string
          state?: string | null
          submitted_at?: string
          updated_at?: string
          website_url?: string | null
          whatsapp?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "business_revisions_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: true
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "business_revisions_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "business_revisions_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      businesses: {
        Row: {
          accepts_orders: boolean
          active: boolean
          category: string | null
          city: string | null
          contact_email: string | null
          created_at: string
          description: string | null
          id: string
          instagram_url: string | null
          logo_url: string | null
          name: string
          owner_id: string | null
          rating_average: number | null
          rating_count: number
          rejection_reason: string | null
          reviewed_at: string | null
          reviewed_by: string | null
          search_text: string
          search_vector: unknown
          sells_online: boolean
          slug: string
          state: string | null
          status: string
          submitted_at: string
          updated_at: string
          website_url: string | null
          whatsapp: string | null
        }
        Insert: {
          accepts_orders?: boolean
          active?: boolean
          category?: string | null
          city?: string | null
          contact_email?: string | null
          created_at?: string
          description?: string | null
          id?: string
          instagram_url?: string | null
          logo_url?: string | null
          name: string
          owner_id?: string | null
          rating_average?: number | null
          rating_count?: number
          rejection_reason?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          search_text?: string
          search_vector?: unknown
          sells_online?: boolean
          slug: string
          state?: string | null
          status?: string
          submitted_at?: string
          updated_at?: string
          website_url?: string | null
          whatsapp?: string | null
        }
        Update: {
          accepts_orders?: boolean
          active?: boolean
          category?: string | null
          city?: string | null
          contact_email?: string | null
          created_at?: string
          description?: string | null
          id?: string
          instagram_url?: string | null
          logo_url?: string | null
          name?: string
          owner_id?: string | null
          rating_average?: number | null
          rating_count?: number
          rejection_reason?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          search_text?: string
          search_vector?: unknown
          sells_online?: boolean
          slug?: string
          state?: string | null
          status?: string
          submitted_at?: string
          updated_at?: string
          website_url?: string | null
          whatsapp?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "businesses_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "businesses_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "businesses_reviewed_by_fkey"
            columns: ["reviewed_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "businesses_reviewed_by_fkey"
            columns: ["reviewed_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      certificates: {
        Row: {
          code: string
          completed_on: string
          holder_name: string
          hours: number
          id: string
          instructor_name: string | null
          issued_at: string
          kind: string
          project_id: string | null
          revoked_at: string | null
          revoked_by: string | null
          revoked_reason: string | null
          started_on: string
          title: string
          track_id: string | null
          user_id: string | null
        }
        Insert: {
          code: string
          completed_on: string
          holder_name: string
          hours: number
          id?: string
          instructor_name?: string | null
          issued_at?: string
          kind: string
          project_id?: string | null
          revoked_at?: string | null
          revoked_by?: string | null
          revoked_reason?: string | null
          started_on: string
          title: string
          track_id?: string | null
          user_id?: string | null
        }
        Update: {
          code?: string
          completed_on?: string
          holder_name?: string
          hours?: number
          id?: string
          instructor_name?: string | null
          issued_at?: string
          kind?: string
          project_id?: string | null
          revoked_at?: string | null
          revoked_by?: string | null
          revoked_reason?: string | null
          started_on?: string
          title?: string
          track_id?: string | null
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "certificates_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "certificates_revoked_by_fkey"
            columns: ["revoked_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "certificates_revoked_by_fkey"
            columns: ["revoked_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "certificates_track_id_fkey"
            columns: ["track_id"]
            isOneToOne: false
            referencedRelation: "learning_tracks"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "certificates_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "certificates_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      commission_entries: {
        Row: {
          ambassador_id: string | null
          amount_cents: number
          approved_at: string | null
          approved_by: string | null
          created_at: string
          description: string
          id: string
          kind: string
          paid_at: string | null
          paid_by: string | null
          referral_id: string | null
          status: string
        }
        Insert: {
          ambassador_id?: string | null
          amount_cents: number
          approved_at?: string | null
          approved_by?: string | null
          created_at?: string
          description?: string
          id?: string
          kind?: string
          paid_at?: string | null
          paid_by?: string | null
          referral_id?: string | null
          status?: string
        }
        Update: {
          ambassador_id?: string | null
          amount_cents?: number
          approved_at?: string | null
          approved_by?: string | null
          created_at?: string
          description?: string
          id?: string
          kind?: string
          paid_at?: string | null
          paid_by?: string | null
          referral_id?: string | null
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "commission_entries_ambassador_id_fkey"
            columns: ["ambassador_id"]
            isOneToOne: false
            referencedRelation: "ambassadors"
            referencedColumns: ["user_id"]
          },
          {
            foreignKeyName: "commission_entries_approved_by_fkey"
            columns: ["approved_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "commission_entries_approved_by_fkey"
            columns: ["approved_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "commission_entries_paid_by_fkey"
            columns: ["paid_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "commission_entries_paid_by_fkey"
            columns: ["paid_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "commission_entries_referral_id_fkey"
            columns: ["referral_id"]
            isOneToOne: true
            referencedRelation: "referrals"
            referencedColumns: ["id"]
          },
        ]
      }
      community_groups: {
        Row: {
          archived_at: string | null
          category: string
          cover_url: string | null
          created_at: string
          created_by: string | null
          description: string
          id: string
          kind: string
          last_activity_at: string
          members_count: number
          name: string
          replies_count: number
          search_vector: unknown
          slug: string
          topics_count: number
          updated_at: string
        }
        Insert: {
          archived_at?: string | null
          category?: string
          cover_url?: string | null
          created_at?: string
          created_by?: string | null
          description?: string
          id?: string
          kind?: string
          last_activity_at?: string
          members_count?: number
          name: string
          replies_count?: number
          search_vector?: unknown
          slug: string
          topics_count?: number
          updated_at?: string
        }
        Update: {
          archived_at?: string | null
          category?: string
          cover_url?: string | null
          created_at?: string
          created_by?: string | null
          description?: string
          id?: string
          kind?: string
          last_activity_at?: string
          members_count?: number
          name?: string
          replies_count?: number
          search_vector?: unknown
          slug?: string
          topics_count?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "community_groups_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_groups_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      community_memberships: {
        Row: {
          created_at: string
          group_id: string
          invited_by: string | null
          joined_at: string | null
          member_avatar_url: string | null
          member_name: string
          moderation_reason: string | null
          muted_until: string | null
          request_message: string | null
          role: string
          status: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          group_id: string
          invited_by?: string | null
          joined_at?: string | null
          member_avatar_url?: string | null
          member_name: string
          moderation_reason?: string | null
          muted_until?: string | null
          request_message?: string | null
          role?: string
          status?: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          group_id?: string
          invited_by?: string | null
          joined_at?: string | null
          member_avatar_url?: string | null
          member_name?: string
          moderation_reason?: string | null
          muted_until?: string | null
          request_message?: string | null
          role?: string
          status?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "community_memberships_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: false
            referencedRelation: "community_groups"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_memberships_invited_by_fkey"
            columns: ["invited_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_memberships_invited_by_fkey"
            columns: ["invited_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_memberships_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_memberships_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      community_posts: {
        Row: {
          author_avatar_url: string | null
          author_id: string | null
          author_name: string
          body: string
          created_at: string
          deleted_at: string | null
          edited_at: string | null
          group_id: string
          hidden_at: string | null
          hidden_by: string | null
          hidden_reason: string | null
          id: string
          is_opening: boolean
          support_count: number
          topic_id: string
          updated_at: string
        }
        Insert: {
          author_avatar_url?: string | null
          author_id?: string | null
          author_name: string
          body?: string
          created_at?: string
          deleted_at?: string | null
          edited_at?: string | null
          group_id: string
          hidden_at?: string | null
          hidden_by?: string | null
          hidden_reason?: string | null
          id?: string
          is_opening?: boolean
          support_count?: number
          topic_id: string
          updated_at?: string
        }
        Update: {
          author_avatar_url?: string | null
          author_id?: string | null
          author_name?: string
          body?: string
          created_at?: string
          deleted_at?: string | null
          edited_at?: string | null
          group_id?: string
          hidden_at?: string | null
          hidden_by?: string | null
          hidden_reason?: string | null
          id?: string
          is_opening?: boolean
          support_count?: number
          topic_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "community_posts_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_posts_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_posts_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: false
            referencedRelation: "community_groups"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_posts_hidden_by_fkey"
            columns: ["hidden_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_posts_hidden_by_fkey"
            columns: ["hidden_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_posts_topic_id_fkey"
            columns: ["topic_id"]
            isOneToOne: false
            referencedRelation: "community_topics"
            referencedColumns: ["id"]
          },
        ]
      }
      community_reactions: {
        Row: {
          created_at: string
          post_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          post_id: string
          user_id: string
        }
        Update: {
          created_at?: string
          post_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "community_reactions_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "community_posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_reactions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_reactions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      community_reads: {
        Row: {
          last_read_at: string
          topic_id: string
          user_id: string
        }
        Insert: {
          last_read_at?: string
          topic_id: string
          user_id: string
        }
        Update: {
          last_read_at?: string
          topic_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "community_reads_topic_id_fkey"
            columns: ["topic_id"]
            isOneToOne: false
            referencedRelation: "community_topics"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_reads_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_reads_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      community_reports: {
        Row: {
          created_at: string
          group_id: string
          id: string
          post_id: string
          reason: string
          reporter_id: string | null
          resolved_at: string | null
          resolved_by: string | null
          status: string
        }
        Insert: {
          created_at?: string
          group_id: string
          id?: string
          post_id: string
          reason: string
          reporter_id?: string | null
          resolved_at?: string | null
          resolved_by?: string | null
          status?: string
        }
        Update: {
          created_at?: string
          group_id?: string
          id?: string
          post_id?: string
          reason?: string
          reporter_id?: string | null
          resolved_at?: string | null
          resolved_by?: string | null
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "community_reports_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: false
            referencedRelation: "community_groups"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_reports_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "community_posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_reports_reporter_id_fkey"
            columns: ["reporter_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_reports_reporter_id_fkey"
            columns: ["reporter_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_reports_resolved_by_fkey"
            columns: ["resolved_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_reports_resolved_by_fkey"
            columns: ["resolved_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      community_topics: {
        Row: {
          author_id: string | null
          author_name: string
          created_at: string
          group_id: string
          id: string
          last_activity_at: string
          locked: boolean
          pinned: boolean
          replies_count: number
          search_vector: unknown
          title: string
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          author_name: string
          created_at?: string
          group_id: string
          id?: string
          last_activity_at?: string
          locked?: boolean
          pinned?: boolean
          replies_count?: number
          search_vector?: unknown
          title: string
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          author_name?: string
          created_at?: string
          group_id?: string
          id?: string
          last_activity_at?: string
          locked?: boolean
          pinned?: boolean
          replies_count?: number
          search_vector?: unknown
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "community_topics_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_topics_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "community_topics_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: false
            referencedRelation: "community_groups"
            referencedColumns: ["id"]
          },
        ]
      }
      conversation_members: {
        Row: {
          conversation_id: string
          hidden_at: string | null
          last_read_at: string | null
          user_id: string
        }
        Insert: {
          conversation_id: string
          hidden_at?: string | null
          last_read_at?: string | null
          user_id: string
        }
        Update: {
          conversation_id?: string
          hidden_at?: string | null
          last_read_at?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "conversation_members_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversation_members_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversation_members_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      conversation_starts: {
        Row: {
          id: string
          started_at: string
          user_id: string
        }
        Insert: {
          id?: string
          started_at?: string
          user_id: string
        }
        Update: {
          id?: string
          started_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "conversation_starts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversation_starts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      conversations: {
        Row: {
          created_at: string
          created_by: string | null
          id: string
          last_message_at: string
          pair_key: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          id?: string
          last_message_at?: string
          pair_key: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          id?: string
          last_message_at?: string
          pair_key?: string
        }
        Relationships: [
          {
            foreignKeyName: "conversations_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversations_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      direct_messages: {
        Row: {
          body: string
          conversation_id: string
          created_at: string
          id: string
          image_path: string | null
          quote: Json | null
          removed: boolean
          sender_id: string | null
        }
        Insert: {
          body: string
          conversation_id: string
          created_at?: string
          id?: string
          image_path?: string | null
          quote?: Json | null
          removed?: boolean
          sender_id?: string | null
        }
        Update: {
          body?: string
          conversation_id?: string
          created_at?: string
          id?: string
          image_path?: string | null
          quote?: Json | null
          removed?: boolean
          sender_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "direct_messages_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "direct_messages_sender_id_fkey"
            columns: ["sender_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "direct_messages_sender_id_fkey"
            columns: ["sender_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      email_outbox: {
        Row: {
          attempts: number
          category: string | null
          claimed_at: string | null
          claimed_by: string | null
          created_at: string
          data: NonNullable<Json>
          id: number
          last_error: string | null
          max_attempts: number
          next_attempt_at: string
          notification_id: string | null
          processed_at: string | null
          provider_response: Json | null
          status: string
          subject: string | null
          subscriber_id: string | null
          template: string
          to_email: string
          updated_at: string
          user_id: string | null
        }
        Insert: {
          attempts?: number
          category?: string | null
          claimed_at?: string | null
          claimed_by?: string | null
          created_at?: string
          data?: NonNullable<Json>
          id?: never
          last_error?: string | null
          max_attempts?: number
          next_attempt_at?: string
          notification_id?: string | null
          processed_at?: string | null
          provider_response?: Json | null
          status?: string
          subject?: string | null
          subscriber_id?: string | null
          template: string
          to_email: string
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          attempts?: number
          category?: string | null
          claimed_at?: string | null
          claimed_by?: string | null
          created_at?: string
          data?: NonNullable<Json>
          id?: never
          last_error?: string | null
          max_attempts?: number
          next_attempt_at?: string
          notification_id?: string | null
          processed_at?: string | null
          provider_response?: Json | null
          status?: string
          subject?: string | null
          subscriber_id?: string | null
          template?: string
          to_email?: string
          updated_at?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "email_outbox_notification_id_fkey"
            columns: ["notification_id"]
            isOneToOne: false
            referencedRelation: "notifications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "email_outbox_subscriber_id_fkey"
            columns: ["subscriber_id"]
            isOneToOne: false
            referencedRelation: "newsletter_subscribers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "email_outbox_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "email_outbox_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      import_mappings: {
        Row: {
          kind: string
          mapping: NonNullable<Json>
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          kind: string
          mapping: NonNullable<Json>
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          kind?: string
          mapping?: NonNullable<Json>
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "import_mappings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "import_mappings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      import_runs: {
        Row: {
          actor_id: string | null
          consent_source: string | null
          created_at: string
          failed: number
          file_name: string
          id: string
          imported: number
          invalid_rows: number
          kind: string
          skipped_emails: string[]
          skipped_existing: number
          total_rows: number
        }
        Insert: {
          actor_id?: string | null
          consent_source?: string | null
          created_at?: string
          failed?: number
          file_name: string
          id?: string
          imported: number
          invalid_rows: number
          kind: string
          skipped_emails?: string[]
          skipped_existing: number
          total_rows: number
        }
        Update: {
          actor_id?: string | null
          consent_source?: string | null
          created_at?: string
          failed?: number
          file_name?: string
          id?: string
          imported?: number
          invalid_rows?: number
          kind?: string
          skipped_emails?: string[]
          skipped_existing?: number
          total_rows?: number
        }
        Relationships: [
          {
            foreignKeyName: "import_runs_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "import_runs_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      learning_material_contents: {
        Row: {
          body_html: string | null
          file_mime: string | null
          file_name: string | null
          file_path: string | null
          file_size: number | null
          link_url: string | null
          material_id: string
          updated_at: string
          video_id: string | null
          video_provider: string | null
        }
        Insert: {
          body_html?: string | null
          file_mime?: string | null
          file_name?: string | null
          file_path?: string | null
          file_size?: number | null
          link_url?: string | null
          material_id: string
          updated_at?: string
          video_id?: string | null
          video_provider?: string | null
        }
        Update: {
          body_html?: string | null
          file_mime?: string | null
          file_name?: string | null
          file_path?: string | null
          file_size?: number | null
          link_url?: string | null
          material_id?: string
          updated_at?: string
          video_id?: string | null
          video_provider?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "learning_material_contents_material_id_fkey"
            columns: ["material_id"]
            isOneToOne: true
            referencedRelation: "learning_materials"
            referencedColumns: ["id"]
          },
        ]
      }
      learning_materials: {
        Row: {
          access: string
          author_id: string | null
          author_name: string
          cover_alt: string | null
          cover_url: string | null
          created_at: string
          estimated_minutes: number
          id: string
          kind: string
          level: string
          published_at: string | null
          search_text: string
          search_vector: unknown
          slug: string
          status: string
          summary: string
          title: string
          topic: string
          updated_at: string
        }
        Insert: {
          access?: string
          author_id?: string | null
          author_name?: string
          cover_alt?: string | null
          cover_url?: string | null
          created_at?: string
          estimated_minutes: number
          id?: string
          kind: string
          level: string
          published_at?: string | null
          search_text?: string
          search_vector?: unknown
          slug: string
          status?: string
          summary: string
          title: string
          topic: string
          updated_at?: string
        }
        Update: {
          access?: string
          author_id?: string | null
          author_name?: string
          cover_alt?: string | null
          cover_url?: string | null
          created_at?: string
          estimated_minutes?: number
          id?: string
          kind?: string
          level?: string
          published_at?: string | null
          search_text?: string
          search_vector?: unknown
          slug?: string
          status?: string
          summary?: string
          title?: string
          topic?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "learning_materials_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "learning_materials_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      learning_progress: {
        Row: {
          completed_at: string
          material_id: string
          user_id: string
        }
        Insert: {
          completed_at?: string
          material_id: string
          user_id?: string
        }
        Update: {
          completed_at?: string
          material_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "learning_progress_material_id_fkey"
            columns: ["material_id"]
            isOneToOne: false
            referencedRelation: "learning_materials"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "learning_progress_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "learning_progress_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      learning_track_items: {
        Row: {
          material_id: string
          position: number
          track_id: string
        }
        Insert: {
          material_id: string
          position: number
          track_id: string
        }
        Update: {
          material_id?: string
          position?: number
          track_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "learning_track_items_material_id_fkey"
            columns: ["material_id"]
            isOneToOne: false
            referencedRelation: "learning_materials"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "learning_track_items_track_id_fkey"
            columns: ["track_id"]
            isOneToOne: false
            referencedRelation: "learning_tracks"
            referencedColumns: ["id"]
          },
        ]
      }
      learning_tracks: {
        Row: {
          author_id: string | null
          author_name: string
          cover_alt: string | null
          cover_url: string | null
          created_at: string
          id: string
          intro_html: string
          level: string
          published_at: string | null
          search_text: string
          slug: string
          status: string
          summary: string
          title: string
          topic: string
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          author_name?: string
          cover_alt?: string | null
          cover_url?: string | null
          created_at?: string
          id?: string
          intro_html?: string
          level: string
          published_at?: string | null
          search_text?: string
          slug: string
          status?: string
          summary: string
          title: string
          topic: string
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          author_name?: string
          cover_alt?: string | null
          cover_url?: string | null
          created_at?: string
          id?: string
          intro_html?: string
          level?: string
          published_at?: string | null
          search_text?: string
          slug?: string
          status?: string
          summary?: string
          title?: string
          topic?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "learning_tracks_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "learning_tracks_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      mailrelay_sync_log: {
        Row: {
          attempts: number
          claimed_at: string | null
          claimed_by: string | null
          created_at: string
          entity_id: string | null
          entity_type: string
          error_message: string | null
          id: number
          max_attempts: number
          next_attempt_at: string
          operation: string
          operation_type: string
          processed_at: string | null
          request_data: NonNullable<Json>
          response_data: Json | null
          status: string
          updated_at: string
        }
        Insert: {
          attempts?: number
          claimed_at?: string | null
          claimed_by?: string | null
          created_at?: string
          entity_id?: string | null
          entity_type?: string
          error_message?: string | null
          id?: number
          max_attempts?: number
          next_attempt_at?: string
          operation: string
          operation_type?: string
          processed_at?: string | null
          request_data?: NonNullable<Json>
          response_data?: Json | null
          status?: string
          updated_at?: string
        }
        Update: {
          attempts?: number
          claimed_at?: string | null
          claimed_by?: string | null
          created_at?: string
          entity_id?: string | null
          entity_type?: string
          error_message?: string | null
          id?: number
          max_attempts?: number
          next_attempt_at?: string
          operation?: string
          operation_type?: string
          processed_at?: string | null
          request_data?: NonNullable<Json>
          response_data?: Json | null
          status?: string
          updated_at?: string
        }
        Relationships: []
      }
      member_blocks: {
        Row: {
          blocked_id: string
          blocker_id: string
          created_at: string
        }
        Insert: {
          blocked_id: string
          blocker_id: string
          created_at?: string
        }
        Update: {
          blocked_id?: string
          blocker_id?: string
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "member_blocks_blocked_id_fkey"
            columns: ["blocked_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "member_blocks_blocked_id_fkey"
            columns: ["blocked_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "member_blocks_blocker_id_fkey"
            columns: ["blocker_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "member_blocks_blocker_id_fkey"
            columns: ["blocker_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      member_sanctions: {
        Row: {
          created_at: string
          created_by: string | null
          id: string
          kind: string
          reason: string | null
          report_id: string | null
          until: string | null
          user_id: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          id?: string
          kind: string
          reason?: string | null
          report_id?: string | null
          until?: string | null
          user_id: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          id?: string
          kind?: string
          reason?: string | null
          report_id?: string | null
          until?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "member_sanctions_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "member_sanctions_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "member_sanctions_report_id_fkey"
            columns: ["report_id"]
            isOneToOne: false
            referencedRelation: "message_reports"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "member_sanctions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "member_sanctions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      member_skills: {
        Row: {
          label: string
          position: number
          slug: string
        }
        Insert: {
          label: string
          position?: number
          slug: string
        }
        Update: {
          label?: string
          position?: number
          slug?: string
        }
        Relationships: []
      }
      mentor_offers: {
        Row: {
          active: boolean
          created_at: string
          formats: string[]
          session_minutes: number
          topics: string[]
          topics_note: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          active?: boolean
          created_at?: string
          formats: string[]
          session_minutes?: number
          topics: string[]
          topics_note?: string | null
          updated_at?: string
          user_id: string
        }
        Update: {
          active?: boolean
          created_at?: string
          formats?: string[]
          session_minutes?: number
          topics?: string[]
          topics_note?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "mentor_offers_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentor_offers_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      mentor_slots: {
        Row: {
          ends_min: number
          id: string
          mentor_id: string
          starts_min: number
          weekday: number
        }
        Insert: {
          ends_min: number
          id?: string
          mentor_id: string
          starts_min: number
          weekday: number
        }
        Update: {
          ends_min?: number
          id?: string
          mentor_id?: string
          starts_min?: number
          weekday?: number
        }
        Relationships: [
          {
            foreignKeyName: "mentor_slots_mentor_id_fkey"
            columns: ["mentor_id"]
            isOneToOne: false
            referencedRelation: "mentor_offers"
            referencedColumns: ["user_id"]
          },
        ]
      }
      mentoring_feedback: {
        Row: {
          author_id: string
          body: string
          created_at: string
          session_id: string
          updated_at: string
        }
        Insert: {
          author_id: string
          body: string
          created_at?: string
          session_id: string
          updated_at?: string
        }
        Update: {
          author_id?: string
          body?: string
          created_at?: string
          session_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "mentoring_feedback_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentoring_feedback_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentoring_feedback_session_id_fkey"
            columns: ["session_id"]
            isOneToOne: false
            referencedRelation: "mentoring_sessions"
            referencedColumns: ["id"]
          },
        ]
      }
      mentoring_reminders: {
        Row: {
          created_at: string
          kind: string
          session_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          kind: string
          session_id: string
          user_id: string
        }
        Update: {
          created_at?: string
          kind?: string
          session_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "mentoring_reminders_session_id_fkey"
            columns: ["session_id"]
            isOneToOne: false
            referencedRelation: "mentoring_sessions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentoring_reminders_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentoring_reminders_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      mentoring_requests: {
        Row: {
          conversation_id: string
          created_at: string
          format: string
          id: string
          mentee_id: string
          mentor_id: string
          needs: string
          proposed_by: string
          proposed_times: string[]
          response_message: string | null
          session_id: string | null
          status: string
          topic: string
          updated_at: string
        }
        Insert: {
          conversation_id: string
          created_at?: string
          format: string
          id?: string
          mentee_id: string
          mentor_id: string
          needs: string
          proposed_by?: string
          proposed_times: string[]
          response_message?: string | null
          session_id?: string | null
          status?: string
          topic: string
          updated_at?: string
        }
        Update: {
          conversation_id?: string
          created_at?: string
          format?: string
          id?: string
          mentee_id?: string
          mentor_id?: string
          needs?: string
          proposed_by?: string
          proposed_times?: string[]
          response_message?: string | null
          session_id?: string | null
          status?: string
          topic?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "mentoring_requests_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentoring_requests_mentee_id_fkey"
            columns: ["mentee_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentoring_requests_mentee_id_fkey"
            columns: ["mentee_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentoring_requests_mentor_id_fkey"
            columns: ["mentor_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentoring_requests_mentor_id_fkey"
            columns: ["mentor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentoring_requests_session_id_fkey"
            columns: ["session_id"]
            isOneToOne: false
            referencedRelation: "mentoring_sessions"
            referencedColumns: ["id"]
          },
        ]
      }
      mentoring_sessions: {
        Row: {
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          conversation_id: string
          created_at: string
          ends_at: string
          format: string
          id: string
          mentee_id: string
          mentor_id: string
          request_id: string
          starts_at: string
          status: string
          topic: string
        }
        Insert: {
          cancel_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          conversation_id: string
          created_at?: string
          ends_at: string
          format: string
          id?: string
          mentee_id: string
          mentor_id: string
          request_id: string
          starts_at: string
          status?: string
          topic: string
        }
        Update: {
          cancel_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          conversation_id?: string
          created_at?: string
          ends_at?: string
          format?: string
          id?: string
          mentee_id?: string
          mentor_id?: string
          request_id?: string
          starts_at?: string
          status?: string
          topic?: string
        }
        Relationships: [
          {
            foreignKeyName: "mentoring_sessions_cancelled_by_fkey"
            columns: ["cancelled_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentoring_sessions_cancelled_by_fkey"
            columns: ["cancelled_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentoring_sessions_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentoring_sessions_mentee_id_fkey"
            columns: ["mentee_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentoring_sessions_mentee_id_fkey"
            columns: ["mentee_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentoring_sessions_mentor_id_fkey"
            columns: ["mentor_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentoring_sessions_mentor_id_fkey"
            columns: ["mentor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mentoring_sessions_request_id_fkey"
            columns: ["request_id"]
            isOneToOne: true
            referencedRelation: "mentoring_requests"
            referencedColumns: ["id"]
          },
        ]
      }
      message_reports: {
        Row: {
          conversation_id: string
          created_at: string
          details: string | null
          id: string
          message_id: string | null
          reason: string
          reported_id: string | null
          reporter_id: string | null
          resolution: string | null
          resolution_note: string | null
          resolved_at: string | null
          resolved_by: string | null
          status: string
        }
        Insert: {
          conversation_id: string
          created_at?: string
          details?: string | null
          id?: string
          message_id?: string | null
          reason: string
          reported_id?: string | null
          reporter_id?: string | null
          resolution?: string | null
          resolution_note?: string | null
          resolved_at?: string | null
          resolved_by?: string | null
          status?: string
        }
        Update: {
          conversation_id?: string
          created_at?: string
          details?: string | null
          id?: string
          message_id?: string | null
          reason?: string
          reported_id?: string | null
          reporter_id?: string | null
          resolution?: string | null
          resolution_note?: string | null
          resolved_at?: string | null
          resolved_by?: string | null
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "message_reports_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "message_reports_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: false
            referencedRelation: "direct_messages"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "message_reports_reported_id_fkey"
            columns: ["reported_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "message_reports_reported_id_fkey"
            columns: ["reported_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "message_reports_reporter_id_fkey"
            columns: ["reporter_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "message_reports_reporter_id_fkey"
            columns: ["reporter_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "message_reports_resolved_by_fkey"
            columns: ["resolved_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "message_reports_resolved_by_fkey"
            columns: ["resolved_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      newsletter_subscribers: {
        Row: {
          active: boolean
          confirmed_at: string | null
          consent_at: string | null
          consent_source: string | null
          created_at: string
          email: string
          id: string
          last_sync_error: string | null
          last_synced_at: string | null
          mailrelay_id: string | null
          name: string | null
          origin: string
          status: string
          subscribed_at: string
          unsubscribed_at: string | null
          updated_at: string
          user_type: string
        }
        Insert: {
          active?: never
          confirmed_at?: string | null
          consent_at?: string | null
          consent_source?: string | null
          created_at?: string
          email: string
          id?: string
          last_sync_error?: string | null
          last_synced_at?: string | null
          mailrelay_id?: string | null
          name?: string | null
          origin?: string
          status?: string
          subscribed_at?: string
          unsubscribed_at?: string | null
          updated_at?: string
          user_type?: string
        }
        Update: {
          active?: never
          confirmed_at?: string | null
          consent_at?: string | null
          consent_source?: string | null
          created_at?: string
          email?: string
          id?: string
          last_sync_error?: string | null
          last_synced_at?: string | null
          mailrelay_id?: string | null
          name?: string | null
          origin?: string
          status?: string
          subscribed_at?: string
          unsubscribed_at?: string | null
          updated_at?: string
          user_type?: string
        }
        Relationships: []
      }
      notification_digests: {
        Row: {
          created_at: string
          item_count: number
          outbox_id: number | null
          period_key: string
          user_id: string
        }
        Insert: {
          created_at?: string
          item_count: number
          outbox_id?: number | null
          period_key: string
          user_id: string
        }
        Update: {
          created_at?: string
          item_count?: number
          outbox_id?: number | null
          period_key?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notification_digests_outbox_id_fkey"
            columns: ["outbox_id"]
            isOneToOne: false
            referencedRelation: "email_outbox"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notification_digests_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notification_digests_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      notification_preferences: {
        Row: {
          category: string
          channel: string
          updated_at: string
          user_id: string
        }
        Insert: {
          category: string
          channel: string
          updated_at?: string
          user_id: string
        }
        Update: {
          category?: string
          channel?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notification_preferences_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notification_preferences_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      notification_settings: {
        Row: {
          digest_frequency: string
          digest_hour: number
          digest_weekday: number
          time_zone: string
          updated_at: string
          user_id: string
        }
        Insert: {
          digest_frequency?: string
          digest_hour?: number
          digest_weekday?: number
          time_zone?: string
          updated_at?: string
          user_id: string
        }
        Update: {
          digest_frequency?: string
          digest_hour?: number
          digest_weekday?: number
          time_zone?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notification_settings_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notification_settings_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      notifications: {
        Row: {
          action_url: string | null
          category: string
          created_at: string
          data: NonNullable<Json>
          id: string
          message: string
          read: boolean
          title: string
          type: string
          user_id: string
        }
        Insert: {
          action_url?: string | null
          category?: string
          created_at?: string
          data?: NonNullable<Json>
          id?: string
          message: string
          read?: boolean
          title: string
          type: string
          user_id: string
        }
        Update: {
          action_url?: string | null
          category?: string
          created_at?: string
          data?: NonNullable<Json>
          id?: string
          message?: string
          read?: boolean
          title?: string
          type?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notifications_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notifications_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      order_events: {
        Row: {
          actor_id: string | null
          actor_role: string
          created_at: string
          id: number
          note: string | null
          order_id: string
          to_status: string
        }
        Insert: {
          actor_id?: string | null
          actor_role: string
          created_at?: string
          id?: never
          note?: string | null
          order_id: string
          to_status: string
        }
        Update: {
          actor_id?: string | null
          actor_role?: string
          created_at?: string
          id?: never
          note?: string | null
          order_id?: string
          to_status?: string
        }
        Relationships: [
          {
            foreignKeyName: "order_events_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_events_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_events_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
        ]
      }
      order_items: {
        Row: {
          id: string
          line_total_cents: number
          order_id: string
          product_id: string | null
          product_name: string
          quantity: number
          unit_price_cents: number
        }
        Insert: {
          id?: string
          line_total_cents: number
          order_id: string
          product_id?: string | null
          product_name: string
          quantity: number
          unit_price_cents: number
        }
        Update: {
          id?: string
          line_total_cents?: number
          order_id?: string
          product_id?: string | null
          product_name?: string
          quantity?: number
          unit_price_cents?: number
        }
        Relationships: [
          {
            foreignKeyName: "order_items_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_items_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
        ]
      }
      order_problem_reports: {
        Row: {
          created_at: string
          details: string
          id: string
          order_id: string
          reporter_id: string | null
          reporter_role: string
          resolved_at: string | null
          resolved_by: string | null
          status: string
        }
        Insert: {
          created_at?: string
          details: string
          id?: string
          order_id: string
          reporter_id?: string | null
          reporter_role: string
          resolved_at?: string | null
          resolved_by?: string | null
          status?: string
        }
        Update: {
          created_at?: string
          details?: string
          id?: string
          order_id?: string
          reporter_id?: string | null
          reporter_role?: string
          resolved_at?: string | null
          resolved_by?: string | null
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "order_problem_reports_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_problem_reports_reporter_id_fkey"
            columns: ["reporter_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_problem_reports_reporter_id_fkey"
            columns: ["reporter_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_problem_reports_resolved_by_fkey"
            columns: ["resolved_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_problem_reports_resolved_by_fkey"
            columns: ["resolved_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      orders: {
        Row: {
          business_id: string | null
          business_name: string
          buyer_id: string | null
          buyer_name: string
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          code: string
          delivered_at: string | null
          delivery_fee_cents: number
          delivery_method: string
          id: string
          items_total_cents: number
          note: string | null
          paid_at: string | null
          payment_reported_at: string | null
          pix_key: string | null
          pix_key_type: string | null
          pix_receiver_city: string | null
          pix_receiver_name: string | null
          placed_at: string
          ready_at: string | null
          seller_id: string | null
          status: string
          total_cents: number
          updated_at: string
        }
        Insert: {
          business_id?: string | null
          business_name: string
          buyer_id?: string | null
          buyer_name: string
          cancel_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          code: string
          delivered_at?: string | null
          delivery_fee_cents: number
          delivery_method: string
          id?: string
          items_total_cents: number
          note?: string | null
          paid_at?: string | null
          payment_reported_at?: string | null
          pix_key?: string | null
          pix_key_type?: string | null
          pix_receiver_city?: string | null
          pix_receiver_name?: string | null
          placed_at?: string
          ready_at?: string | null
          seller_id?: string | null
          status?: string
          total_cents: number
          updated_at?: string
        }
        Update: {
          business_id?: string | null
          business_name?: string
          buyer_id?: string | null
          buyer_name?: string
          cancel_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          code?: string
          delivered_at?: string | null
          delivery_fee_cents?: number
          delivery_method?: string
          id?: string
          items_total_cents?: number
          note?: string | null
          paid_at?: string | null
          payment_reported_at?: string | null
          pix_key?: string | null
          pix_key_type?: string | null
          pix_receiver_city?: string | null
          pix_receiver_name?: string | null
          placed_at?: string
          ready_at?: string | null
          seller_id?: string | null
          status?: string
          total_cents?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "orders_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "orders_buyer_id_fkey"
            columns: ["buyer_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "orders_buyer_id_fkey"
            columns: ["buyer_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "orders_seller_id_fkey"
            columns: ["seller_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "orders_seller_id_fkey"
            columns: ["seller_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      products: {
        Row: {
          availability: string
          business_id: string
          category: string
          created_at: string
          description: string
          hidden: boolean
          hidden_at: string | null
          hidden_by: string | null
          hidden_reason: string | null
          id: string
          name: string
          photos: string[]
          price_cents: number
          search_text: string
          search_vector: unknown
          slug: string
          updated_at: string
        }
        Insert: {
          availability?: string
          business_id: string
          category: string
          created_at?: string
          description?: string
          hidden?: boolean
          hidden_at?: string | null
          hidden_by?: string | null
          hidden_reason?: string | null
          id?: string
          name: string
          photos?: string[]
          price_cents: number
          search_text?: string
          search_vector?: unknown
          slug: string
          updated_at?: string
        }
        Update: {
          availability?: string
          business_id?: string
          category?: string
          created_at?: string
          description?: string
          hidden?: boolean
          hidden_at?: string | null
          hidden_by?: string | null
          hidden_reason?: string | null
          id?: string
          name?: string
          photos?: string[]
          price_cents?: number
          search_text?: string
          search_vector?: unknown
          slug?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "products_business_id_fkey"
            columns: ["business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "products_hidden_by_fkey"
            columns: ["hidden_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "products_hidden_by_fkey"
            columns: ["hidden_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      profile_visibility_consents: {
        Row: {
          created_at: string
          id: string
          user_id: string
          visibility: string
        }
        Insert: {
          created_at?: string
          id?: string
          user_id: string
          visibility: string
        }
        Update: {
          created_at?: string
          id?: string
          user_id?: string
          visibility?: string
        }
        Relationships: [
          {
            foreignKeyName: "profile_visibility_consents_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "profile_visibility_consents_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          avatar_url: string | null
          bio: string | null
          can_edit_blog: boolean
          city: string | null
          created_at: string
          email: string | null
          full_name: string
          handle: string | null
          id: string
          instructor_interest: boolean
          is_admin: boolean
          needs: string[]
          needs_note: string | null
          newsletter_subscribed: boolean
          offers: string[]
          offers_note: string | null
          onboarding_completed: boolean
          phone: string | null
          profile_visibility: string
          profile_visibility_changed_at: string | null
          roles: string[]
          search_vector: unknown
          social_links: NonNullable<Json>
          state: string | null
          subscription_types: string[]
          updated_at: string
        }
        Insert: {
          avatar_url?: string | null
          bio?: string | null
          can_edit_blog?: boolean
          city?: string | null
          created_at?: string
          email?: string | null
          full_name: string
          handle?: string | null
          id: string
          instructor_interest?: boolean
          is_admin?: boolean
          needs?: string[]
          needs_note?: string | null
          newsletter_subscribed?: boolean
          offers?: string[]
          offers_note?: string | null
          onboarding_completed?: boolean
          phone?: string | null
          profile_visibility?: string
          profile_visibility_changed_at?: string | null
          roles?: string[]
          search_vector?: unknown
          social_links?: NonNullable<Json>
          state?: string | null
          subscription_types?: string[]
          updated_at?: string
        }
        Update: {
          avatar_url?: string | null
          bio?: string | null
          can_edit_blog?: boolean
          city?: string | null
          created_at?: string
          email?: string | null
          full_name?: string
          handle?: string | null
          id?: string
          instructor_interest?: boolean
          is_admin?: boolean
          needs?: string[]
          needs_note?: string | null
          newsletter_subscribed?: boolean
          offers?: string[]
          offers_note?: string | null
          onboarding_completed?: boolean
          phone?: string | null
          profile_visibility?: string
          profile_visibility_changed_at?: string | null
          roles?: string[]
          search_vector?: unknown
          social_links?: NonNullable<Json>
          state?: string | null
          subscription_types?: string[]
          updated_at?: string
        }
        Relationships: []
      }
      project_attendance: {
        Row: {
          marked_at: string
          marked_by: string | null
          present: boolean
          session_id: string
          user_id: string
        }
        Insert: {
          marked_at?: string
          marked_by?: string | null
          present: boolean
          session_id: string
          user_id: string
        }
        Update: {
          marked_at?: string
          marked_by?: string | null
          present?: boolean
          session_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "project_attendance_marked_by_fkey"
            columns: ["marked_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_attendance_marked_by_fkey"
            columns: ["marked_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_attendance_session_id_fkey"
            columns: ["session_id"]
            isOneToOne: false
            referencedRelation: "project_sessions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_attendance_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_attendance_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      project_instructors: {
        Row: {
          created_at: string
          display_name: string
          project_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          display_name?: string
          project_id: string
          user_id: string
        }
        Update: {
          created_at?: string
          display_name?: string
          project_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "project_instructors_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_instructors_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_instructors_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      project_learning_links: {
        Row: {
          created_at: string
          id: string
          material_id: string | null
          position: number
          project_id: string
          track_id: string | null
        }
        Insert: {
          created_at?: string
          id?: string
          material_id?: string | null
          position?: number
          project_id: string
          track_id?: string | null
        }
        Update: {
          created_at?: string
          id?: string
          material_id?: string | null
          position?: number
          project_id?: string
          track_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "project_learning_links_material_id_fkey"
            columns: ["material_id"]
            isOneToOne: false
            referencedRelation: "learning_materials"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_learning_links_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_learning_links_track_id_fkey"
            columns: ["track_id"]
            isOneToOne: false
            referencedRelation: "learning_tracks"
            referencedColumns: ["id"]
          },
        ]
      }
      project_sessions: {
        Row: {
          created_at: string
          ends_at: string | null
          id: string
          project_id: string
          starts_at: string
          title: string
        }
        Insert: {
          created_at?: string
          ends_at?: string | null
          id?: string
          project_id: string
          starts_at: string
          title: string
        }
        Update: {
          created_at?: string
          ends_at?: string | null
          id?: string
          project_id?: string
          starts_at?: string
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "project_sessions_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
        ]
      }
      project_signups: {
        Row: {
          created_at: string
          id: string
          project_id: string
          share_phone: boolean
          status: string
          updated_at: string
          user_id: string
          waitlist_position: number | null
        }
        Insert: {
          created_at?: string
          id?: string
          project_id: string
          share_phone?: boolean
          status: string
          updated_at?: string
          user_id: string
          waitlist_position?: number | null
        }
        Update: {
          created_at?: string
          id?: string
          project_id?: string
          share_phone?: boolean
          status?: string
          updated_at?: string
          user_id?: string
          waitlist_position?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "project_signups_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "projects"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_signups_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "project_signups_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      projects: {
        Row: {
          capacity: number
          certificate_share: number
          city: string | null
          confirmed_count: number
          cover_url: string | null
          created_at: string
          created_by: string | null
          description_html: string
          ends_at: string | null
          format: string
          id: string
          kind: string
          partner_business_id: string | null
          search_vector: unknown
          slug: string
          starts_at: string
          state: string | null
          status: string
          summary: string
          title: string
          updated_at: string
          waitlist_count: number
        }
        Insert: {
          capacity: number
          certificate_share?: number
          city?: string | null
          confirmed_count?: number
          cover_url?: string | null
          created_at?: string
          created_by?: string | null
          description_html?: string
          ends_at?: string | null
          format: string
          id?: string
          kind: string
          partner_business_id?: string | null
          search_vector?: unknown
          slug: string
          starts_at: string
          state?: string | null
          status?: string
          summary: string
          title: string
          updated_at?: string
          waitlist_count?: number
        }
        Update: {
          capacity?: number
          certificate_share?: number
          city?: string | null
          confirmed_count?: number
          cover_url?: string | null
          created_at?: string
          created_by?: string | null
          description_html?: string
          ends_at?: string | null
          format?: string
          id?: string
          kind?: string
          partner_business_id?: string | null
          search_vector?: unknown
          slug?: string
          starts_at?: string
          state?: string | null
          status?: string
          summary?: string
          title?: string
          updated_at?: string
          waitlist_count?: number
        }
        Relationships: [
          {
            foreignKeyName: "projects_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "projects_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "projects_partner_business_id_fkey"
            columns: ["partner_business_id"]
            isOneToOne: false
            referencedRelation: "businesses"
            referencedColumns: ["id"]
          },
        ]
      }
      push_deliveries: {
        Row: {
          attempts: number
          claimed_at: string | null
          created_at: string
          last_error: string | null
          notification_id: string
          sent_at: string | null
          status: string
          subscription_id: string
        }
        Insert: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          last_error?: string | null
          notification_id: string
          sent_at?: string | null
          status?: string
          subscription_id: string
        }
        Update: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          last_error?: string | null
          notification_id?: string
          sent_at?: string | null
          status?: string
          subscription_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "push_deliveries_notification_id_fkey"
            columns: ["notification_id"]
            isOneToOne: false
            referencedRelation: "notifications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "push_deliveries_subscription_id_fkey"
            columns: ["subscription_id"]
            isOneToOne: false
            referencedRelation: "push_subscriptions"
            referencedColumns: ["id"]
          },
        ]
      }
      push_preferences: {
        Row: {
          category: string
          enabled: boolean
          updated_at: string
          user_id: string
        }
        Insert: {
          category: string
          enabled: boolean
          updated_at?: string
          user_id: string
        }
        Update: {
          category?: string
          enabled?: boolean
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "push_preferences_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "push_preferences_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      push_subscriptions: {
        Row: {
          auth: string
          created_at: string
          device_name: string
          endpoint: string
          failure_count: number
          id: string
          last_success_at: string | null
          p256dh: string
          user_id: string
        }
        Insert: {
          auth: string
          created_at?: string
          device_name: string
          endpoint: string
          failure_count?: number
          id?: string
          last_success_at?: string | null
          p256dh: string
          user_id: string
        }
        Update: {
          auth?: string
          created_at?: string
          device_name?: string
          endpoint?: string
          failure_count?: number
          id?: string
          last_success_at?: string | null
          p256dh?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "push_subscriptions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "push_subscriptions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      referrals: {
        Row: {
          ambassador_id: string
          code: string
          confirmed_at: string | null
          created_at: string
          id: string
          referred_user_id: string
        }
        Insert: {
          ambassador_id: string
          code: string
          confirmed_at?: string | null
          created_at?: string
          id?: string
          referred_user_id: string
        }
        Update: {
          ambassador_id?: string
          code?: string
          confirmed_at?: string | null
          created_at?: string
          id?: string
          referred_user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "referrals_ambassador_id_fkey"
            columns: ["ambassador_id"]
            isOneToOne: false
            referencedRelation: "ambassadors"
            referencedColumns: ["user_id"]
          },
          {
            foreignKeyName: "referrals_referred_user_id_fkey"
            columns: ["referred_user_id"]
            isOneToOne: true
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "referrals_referred_user_id_fkey"
            columns: ["referred_user_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      session_reminders: {
        Row: {
          created_at: string
          kind: string
          session_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          kind: string
          session_id: string
          user_id: string
        }
        Update: {
          created_at?: string
          kind?: string
          session_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "session_reminders_session_id_fkey"
            columns: ["session_id"]
            isOneToOne: false
            referencedRelation: "project_sessions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "session_reminders_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "session_reminders_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      site_settings: {
        Row: {
          about_impact: NonNullable<Json>
          commission_amount_cents: number
          contact_email: string | null
          contact_phone: string | null
          directory_listing_approval: boolean
          directory_review_approval: boolean
          home_stats: NonNullable<Json>
          id: boolean
          live_figures: boolean
          newsletter_optin_text: string | null
          referral_window_days: number
          site_description: string
          site_name: string
          social_facebook: string | null
          social_instagram: string | null
          social_linkedin: string | null
          social_youtube: string | null
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          about_impact: NonNullable<Json>
          commission_amount_cents?: number
          contact_email?: string | null
          contact_phone?: string | null
          directory_listing_approval?: boolean
          directory_review_approval?: boolean
          home_stats: NonNullable<Json>
          id?: boolean
          live_figures?: boolean
          newsletter_optin_text?: string | null
          referral_window_days?: number
          site_description: string
          site_name: string
          social_facebook?: string | null
          social_instagram?: string | null
          social_linkedin?: string | null
          social_youtube?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          about_impact?: NonNullable<Json>
          commission_amount_cents?: number
          contact_email?: string | null
          contact_phone?: string | null
          directory_listing_approval?: boolean
          directory_review_approval?: boolean
          home_stats?: NonNullable<Json>
          id?: boolean
          live_figures?: boolean
          newsletter_optin_text?: string | null
          referral_window_days?: number
          site_description?: string
          site_name?: string
          social_facebook?: string | null
          social_instagram?: string | null
          social_linkedin?: string | null
          social_youtube?: string | null
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "site_settings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "site_settings_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      user_permissions: {
        Row: {
          active: boolean
          created_at: string
          expires_at: string | null
          granted_by: string | null
          id: string
          permission_name: string
          revoked_at: string | null
          revoked_by: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          active?: boolean
          created_at?: string
          expires_at?: string | null
          granted_by?: string | null
          id?: string
          permission_name: string
          revoked_at?: string | null
          revoked_by?: string | null
          updated_at?: string
          user_id: string
        }
        Update: {
          active?: boolean
          created_at?: string
          expires_at?: string | null
          granted_by?: string | null
          id?: string
          permission_name?: string
          revoked_at?: string | null
          revoked_by?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_permissions_granted_by_fkey"
            columns: ["granted_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_permissions_granted_by_fkey"
            columns: ["granted_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_permissions_revoked_by_fkey"
            columns: ["revoked_by"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_permissions_revoked_by_fkey"
            columns: ["revoked_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_permissions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "blog_authors"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_permissions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      blog_authors: {
        Row: {
          avatar_url: string | null
          full_name: string | null
          id: string | null
        }
        Insert: {
          avatar_url?: string | null
          full_name?: string | null
          id?: string | null
        }
        Update: {
          avatar_url?: string | null
          full_name?: string | null
          id?: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      add_user_role: {
        Args: { new_role: string; user_uuid: string }
        Returns: boolean
      }
      admin_cancel_order: {
        Args: { p_order_id: string; p_reason: string }
        Returns: undefined
      }
      admin_email_outbox_counts: {
        Args: Record<PropertyKey, never>
        Returns: {
          count: number
          status: string
        }[]
      }
      admin_insight_community: {
        Args: { p_from: string; p_to: string }
        Returns: {
          label: string
          series: string
          value: number
        }[]
      }
      admin_insight_directory: {
        Args: { p_bucket: string; p_from: string; p_to: string }
        Returns: {
          bucket: string
          series: string
          value: number
        }[]
      }
      admin_insight_directory_by_state: {
        Args: { p_from: string; p_to: string }
        Returns: {
          label: string
          series: string
          value: number
        }[]
      }
      admin_insight_learning: {
        Args: { p_bucket: string; p_from: string; p_to: string }
        Returns: {
          bucket: string
          series: string
          value: number
        }[]
      }
      admin_insight_members: {
        Args: { p_bucket: string; p_from: string; p_to: string }
        Returns: {
          bucket: string
          series: string
          value: number
        }[]
      }
      admin_insight_newsletter: {
        Args: { p_bucket: string; p_from: string; p_to: string }
        Returns: {
          bucket: string
          series: string
          value: number
        }[]
      }
      admin_insight_orders: {
        Args: { p_bucket: string; p_from: string; p_to: string }
        Returns: {
          bucket: string
          series: string
          value: number
        }[]
      }
      admin_insight_projects: {
        Args: { p_bucket: string; p_from: string; p_to: string }
        Returns: {
          bucket: string
          series: string
          value: number
        }[]
      }
      admin_list_email_outbox: {
        Args: {
          p_limit?: number
          p_offset?: number
          p_status?: string
          p_template?: string
        }
        Returns: {
          attempts: number
          category: string
          created_at: string
          id: number
          last_error: string
          max_attempts: number
          next_attempt_at: string
          processed_at: string
          status: string
          subject: string
          template: string
          to_email: string
          total_count: number
        }[]
      }
      admin_order_totals: {
        Args: Record<PropertyKey, never>
        Returns: {
          open_reports: number
          orders_this_month: number
          paid_orders: number
          paid_total_cents: number
        }[]
      }
      admin_resolve_order_report: {
        Args: { p_report_id: string }
        Returns: undefined
      }
      approve_business: { Args: { p_business_id: string }; Returns: boolean }
      approve_business_revision: {
        Args: { p_business_id: string }
        Returns: boolean
      }
      approve_review: { Args: { p_review_id: string }; Returns: boolean }
      archive_community_group: {
        Args: { p_archived: boolean; p_group_id: string }
        Returns: boolean
      }
      block_member: { Args: { p_user: string }; Returns: undefined }
      business_activity_series: {
        Args: {
          p_bucket: string
          p_business_id: string
          p_from: string
          p_to: string
        }
        Returns: {
          bucket: string
          series: string
          value: number
        }[]
      }
      cache_tags_invalidate: {
        Args: { p_tags: string[] }
        Returns: {
          invalidated_at: string
          tag: string
        }[]
      }
      cache_tags_since: {
        Args: { p_since?: string }
        Returns: {
          invalidated_at: string
          tag: string
        }[]
      }
      can_edit_blog: { Args: Record<PropertyKey, never>; Returns: boolean }
      cancel_mentoring_session: {
        Args: { p_reason: string; p_session: string }
        Returns: undefined
      }
      cancel_order: {
        Args: { p_order_id: string; p_reason: string }
        Returns: undefined
      }
      claim_due_work: {
        Args: { p_job: string; p_lease_seconds?: number; p_now?: string }
        Returns: boolean
      }
      claim_email_outbox: {
        Args: {
          p_lease_seconds?: number
          p_limit?: number
          p_templates?: string[]
          p_to?: string
          p_worker?: string
        }
        Returns: {
          attempts: number
          category: string
          data: Json
          id: number
          notification_id: string
          subscriber_id: string
          template: string
          to_email: string
          token: string
          user_id: string
        }[]
      }
      claim_mailrelay_operations: {
        Args: {
          p_email?: string
          p_lease_seconds?: number
          p_limit?: number
          p_worker?: string
        }
        Returns: {
          attempts: number
          claimed_at: string | null
          claimed_by: string | null
          created_at: string
          entity_id: string | null
          entity_type: string
          error_message: string | null
          id: number
          max_attempts: number
          next_attempt_at: string
          operation: string
          operation_type: string
          processed_at: string | null
          request_data: NonNullable<Json>
          response_data: Json | null
          status: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "mailrelay_sync_log"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      claim_push_deliveries: {
        Args: { p_limit?: number }
        Returns: {
          auth: string
          body: string
          endpoint: string
          notification_id: string
          p256dh: string
          subscription_id: string
          tag: string
          title: string
          url: string
        }[]
      }
      complete_email_outbox: {
        Args: { p_id: number; p_response?: Json; p_subject?: string }
        Returns: undefined
      }
      complete_mailrelay_operation: {
        Args: { p_id: number; p_mailrelay_id?: string; p_response?: Json }
        Returns: undefined
      }
      confirm_newsletter_subscription: {
        Args: { p_token: string }
        Returns: {
          email: string
          outcome: string
        }[]
      }
      confirm_order_payment: {
        Args: { p_order_id: string }
        Returns: undefined
      }
      conversation_start_allowance: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      create_community_reply: {
        Args: { p_body: string; p_mentions?: string[]; p_topic_id: string }
        Returns: string
      }
      create_community_topic: {
        Args: {
          p_body: string
          p_group_id: string
          p_mentions?: string[]
          p_title: string
        }
        Returns: string
      }
      delete_community_post: { Args: { p_post_id: string }; Returns: string }
      delete_push_subscription: { Args: { p_id: string }; Returns: undefined }
      delete_user_account: { Args: { p_user_id: string }; Returns: undefined }
      directory_state_counts: {
        Args: Record<PropertyKey, never>
        Returns: {
          state: string
          total: number
        }[]
      }
      edit_community_post: {
        Args: { p_body: string; p_post_id: string; p_title?: string }
        Returns: boolean
      }
      export_user_data: { Args: { p_user_id: string }; Returns: Json }
      fail_email_outbox: {
        Args: { p_error: string; p_id: number; p_response?: Json }
        Returns: undefined
      }
      fail_mailrelay_operation: {
        Args: { p_error: string; p_id: number; p_response?: Json }
        Returns: undefined
      }
      finish_push_delivery: {
        Args: {
          p_error?: string
          p_gone?: boolean
          p_notification: string
          p_status: string
          p_subscription: string
        }
        Returns: undefined
      }
      get_admin_stats: {
        Args: Record<PropertyKey, never>
        Returns: {
          active_subscriptions: number
          new_users_this_month: number
          total_businesses: number
          total_subscriptions: number
          total_users: number
        }[]
      }
      get_business_order_options: {
        Args: { p_business_id: string }
        Returns: Json
      }
      get_commission_referrals: {
        Args: { p_entry_ids: string[] }
        Returns: {
          entry_id: string
          referred_name: string
        }[]
      }
      get_commission_totals: {
        Args: { p_from?: string; p_to?: string }
        Returns: {
          ambassador_id: string
          entries: number
          status: string
          total_cents: number
        }[]
      }
      get_community_group_stats: {
        Args: Record<PropertyKey, never>
        Returns: {
          group_id: string
          members: number
          open_reports: number
          pending: number
          replies_30d: number
          topics_30d: number
        }[]
      }
      get_conversation_mentoring: {
        Args: { p_conversation: string }
        Returns: Json
      }
      get_member_profile: { Args: { p_handle: string }; Returns: Json }
      get_mentor_offer: { Args: { p_mentor: string }; Returns: Json }
      get_mentoring_session: { Args: { p_session: string }; Returns: Json }
      get_my_mentor_offer: { Args: Record<PropertyKey, never>; Returns: Json }
      get_my_mentoring: { Args: Record<PropertyKey, never>; Returns: Json }
      get_notification_preferences: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      get_profile_handles: {
        Args: { p_ids: string[] }
        Returns: {
          handle: string
          user_id: string
          visibility: string
        }[]
      }
      get_profiles_admin_safe: {
        Args: Record<PropertyKey, never>
        Returns: {
          avatar_url: string
          can_edit_blog: boolean
          created_at: string
          email: string
          full_name: string
          id: string
          is_admin: boolean
          last_sign_in_at: string
          newsletter_subscribed: boolean
          onboarding_completed: boolean
          phone: string
          roles: string[]
          subscription_types: string[]
          updated_at: string
        }[]
      }
      get_project_participants: {
        Args: { p_project_id: string }
        Returns: {
          created_at: string
          email: string
          full_name: string
          phone: string
          status: string
          user_id: string
          waitlist_position: number
        }[]
      }
      get_public_site_settings: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      get_push_preferences: { Args: Record<PropertyKey, never>; Returns: Json }
      grant_permission: {
        Args: { expires_at?: string; permission_name: string; user_id: string }
        Returns: string
      }
      hide_conversation: {
        Args: { p_conversation: string }
        Returns: undefined
      }
      import_businesses: { Args: { p_rows: Json }; Returns: string[] }
      import_existing_keys: {
        Args: { p_keys: string[]; p_kind: string }
        Returns: string[]
      }
      import_member_details: { Args: { p_rows: Json }; Returns: number }
      import_newsletter_subscribers: {
        Args: { p_consent_source: string; p_rows: Json }
        Returns: string[]
      }
      increment_post_views: {
        Args: { post_id: string; visitor_hash: string }
        Returns: number
      }
      invite_to_community_group: {
        Args: { p_email: string; p_group_id: string }
        Returns: string
      }
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      issue_project_certificates: {
        Args: { p_project_id: string }
        Returns: number
      }
      join_community_group: {
        Args: { p_group_id: string; p_message?: string }
        Returns: string
      }
      leave_community_group: { Args: { p_group_id: string }; Returns: boolean }
      leave_project: { Args: { p_project_id: string }; Returns: boolean }
      list_community_member_details: {
        Args: { p_group_id?: string }
        Returns: {
          created_at: string
          group_id: string
          invited_by: string
          joined_at: string
          member_avatar_url: string
          member_name: string
          moderation_reason: string
          muted_until: string
          request_message: string
          role: string
          status: string
          user_id: string
        }[]
      }
      list_community_topics: {
        Args: { p_group_id: string }
        Returns: {
          author_id: string
          author_name: string
          created_at: string
          id: string
          last_activity_at: string
          locked: boolean
          pinned: boolean
          replies_count: number
          title: string
          unread_count: number
        }[]
      }
      list_member_profiles: {
        Args: {
          p_city?: string
          p_limit?: number
          p_mentoring?: boolean
          p_need?: string
          p_offset?: number
          p_query?: string
          p_skill?: string
          p_state?: string
        }
        Returns: {
          avatar_url: string
          bio: string
          city: string
          full_name: string
          handle: string
          id: string
          needs: string[]
          offers: string[]
          offers_mentoring: boolean
          state: string
          total_count: number
        }[]
      }
      list_my_conversations: {
        Args: { p_conversation?: string }
        Returns: {
          blocked_by_me: boolean
          blocked_me: boolean
          conversation_id: string
          hidden: boolean
          last_message_at: string
          last_message_body: string
          last_message_sender_id: string
          other_avatar_url: string
          other_handle: string
          other_id: string
          other_name: string
          unread: boolean
        }[]
      }
      list_my_push_subscriptions: {
        Args: Record<PropertyKey, never>
        Returns: {
          created_at: string
          device_name: string
          endpoint: string
          id: string
          last_success_at: string
        }[]
      }
      listing_needs_approval: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      mark_community_topic_read: {
        Args: { p_topic_id: string }
        Returns: undefined
      }
      mark_conversation_read: {
        Args: { p_conversation: string }
        Returns: undefined
      }
      mark_order_delivered: { Args: { p_order_id: string }; Returns: undefined }
      mark_order_ready: { Args: { p_order_id: string }; Returns: undefined }
      member_handle_refs: {
        Args: Record<PropertyKey, never>
        Returns: {
          handle: string
          updated_at: string
        }[]
      }
      mentor_suggestions: {
        Args: { p_limit?: number }
        Returns: {
          avatar_url: string
          city: string
          full_name: string
          handle: string
          matched_topics: string[]
          same_city: boolean
          same_state: boolean
          score: number
          state: string
          topics: string[]
          user_id: string
        }[]
      }
      moderate_community_member: {
        Args: {
          p_action: string
          p_group_id: string
          p_reason?: string
          p_until?: string
          p_user_id: string
        }
        Returns: string
      }
      moderate_community_post: {
        Args: { p_hide: boolean; p_post_id: string; p_reason?: string }
        Returns: boolean
      }
      my_community_conversations: {
        Args: { p_limit?: number }
        Returns: {
          group_name: string
          group_slug: string
          last_activity_at: string
          title: string
          topic_id: string
          unread_count: number
        }[]
      }
      place_order: {
        Args: {
          p_business_id: string
          p_delivery_method: string
          p_items: Json
          p_note: string
        }
        Returns: {
          code: string
          order_id: string
        }[]
      }
      publish_due_posts: {
        Args: { p_now?: string }
        Returns: {
          id: string
          slug: string
        }[]
      }
      queue_mentoring_reminders: { Args: { p_now: string }; Returns: number }
      queue_notification_digests: { Args: { p_now: string }; Returns: number }
      queue_notification_emails: {
        Args: { p_delay_seconds: number; p_now: string }
        Returns: number
      }
      queue_push_deliveries: { Args: { p_now: string }; Returns: number }
      queue_session_reminders: { Args: { p_now: string }; Returns: number }
      rate_limit_check: {
        Args: { p_key: string; p_max: number }
        Returns: Json
      }
      rate_limit_hit: {
        Args: { p_keys: string[]; p_maxima: number[]; p_window_seconds: number }
        Returns: Json
      }
      rate_limit_reset: { Args: { p_key: string }; Returns: undefined }
      record_business_activity: {
        Args: { p_business_id: string; p_kind: string; p_visitor_hash: string }
        Returns: boolean
      }
      record_import_run: {
        Args: {
          p_consent_source?: string
          p_counts: Json
          p_file_name: string
          p_kind: string
          p_mapping: Json
          p_skipped_emails?: string[]
        }
        Returns: string
      }
      reject_business: {
        Args: { p_business_id: string; p_reason: string }
        Returns: boolean
      }
      reject_business_revision: {
        Args: { p_business_id: string; p_reason: string }
        Returns: boolean
      }
      reject_review: {
        Args: { p_reason: string; p_review_id: string }
        Returns: boolean
      }
      remove_user_role: {
        Args: { old_role: string; user_uuid: string }
        Returns: boolean
      }
      report_community_post: {
        Args: { p_post_id: string; p_reason: string }
        Returns: string
      }
      report_conversation: {
        Args: {
          p_conversation: string
          p_details: string
          p_message: string
          p_reason: string
        }
        Returns: string
      }
      report_order_payment: { Args: { p_order_id: string }; Returns: undefined }
      report_order_problem: {
        Args: { p_details: string; p_order_id: string }
        Returns: string
      }
      request_mentoring: {
        Args: {
          p_format: string
          p_mentor: string
          p_needs: string
          p_times: string[]
          p_topic: string
        }
        Returns: string
      }
      resolve_community_report: {
        Args: { p_report_id: string; p_status: string }
        Returns: undefined
      }
      resolve_message_report: {
        Args: {
          p_action: string
          p_days?: number
          p_note: string
          p_report: string
        }
        Returns: undefined
      }
      respond_mentoring_request: {
        Args: {
          p_action: string
          p_message?: string
          p_request: string
          p_time?: string
        }
        Returns: Json
      }
      retry_email_outbox: { Args: { p_id?: number }; Returns: number }
      retry_mailrelay_operations: {
        Args: { p_actor?: string }
        Returns: number
      }
      revoke_certificate: {
        Args: { p_certificate_id: string; p_reason: string }
        Returns: undefined
      }
      revoke_permission: { Args: { permission_id: string }; Returns: boolean }
      save_community_group: {
        Args: {
          p_category: string
          p_cover_url: string
          p_description: string
          p_id: string
          p_kind: string
          p_name: string
          p_slug: string
        }
        Returns: string
      }
      save_mentor_offer: {
        Args: {
          p_active: boolean
          p_formats: string[]
          p_session_minutes: number
          p_slots: Json
          p_topics: string[]
          p_topics_note: string
        }
        Returns: undefined
      }
      save_mentoring_feedback: {
        Args: { p_body: string; p_session: string }
        Returns: undefined
      }
      save_notification_preferences: {
        Args: {
          p_channels: Json
          p_digest_frequency: string
          p_digest_hour: number
          p_digest_weekday: number
        }
        Returns: undefined
      }
      save_push_preferences: {
        Args: { p_enabled: string[] }
        Returns: undefined
      }
      save_push_subscription: {
        Args: {
          p_auth: string
          p_device_name: string
          p_endpoint: string
          p_p256dh: string
        }
        Returns: string
      }
      search_blog_posts: {
        Args: { p_query: string }
        Returns: {
          author_id: string | null
          category_id: string | null
          content: string
          created_at: string
          excerpt: string | null
          featured_image_alt: string | null
          featured_image_url: string | null
          id: string
          published_at: string | null
          search_text: string
          search_vector: unknown
          seo_description: string | null
          seo_keywords: string[]
          seo_title: string | null
          slug: string
          status: string
          title: string
          updated_at: string
          views_count: number
        }[]
        SetofOptions: {
          from: "*"
          to: "blog_posts"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      search_businesses: {
        Args: { p_query: string }
        Returns: {
          accepts_orders: boolean
          active: boolean
          category: string | null
          city: string | null
          contact_email: string | null
          created_at: string
          description: string | null
          id: string
          instagram_url: string | null
          logo_url: string | null
          name: string
          owner_id: string | null
          rating_average: number | null
          rating_count: number
          rejection_reason: string | null
          reviewed_at: string | null
          reviewed_by: string | null
          search_text: string
          search_vector: unknown
          sells_online: boolean
          slug: string
          state: string | null
          status: string
          submitted_at: string
          updated_at: string
          website_url: string | null
          whatsapp: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "businesses"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      search_correct: { Args: { p_query: string }; Returns: string }
      search_instructors: {
        Args: { p_query: string }
        Returns: {
          full_name: string
          id: string
        }[]
      }
      search_learning_materials: {
        Args: { p_query: string }
        Returns: {
          access: string
          author_id: string | null
          author_name: string
          cover_alt: string | null
          cover_url: string | null
          created_at: string
          estimated_minutes: number
          id: string
          kind: string
          level: string
          published_at: string | null
          search_text: string
          search_vector: unknown
          slug: string
          status: string
          summary: string
          title: string
          topic: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "learning_materials"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      search_member_profiles: {
        Args: {
          p_city?: string
          p_limit?: number
          p_mentoring?: boolean
          p_need?: string
          p_offset?: number
          p_query: string
          p_skill?: string
          p_state?: string
        }
        Returns: {
          avatar_url: string
          bio: string
          city: string
          full_name: string
          handle: string
          id: string
          needs: string[]
          offers: string[]
          offers_mentoring: boolean
          state: string
          total_count: number
        }[]
      }
      search_products: {
        Args: { p_query: string }
        Returns: {
          availability: string
          business_id: string
          category: string
          created_at: string
          description: string
          hidden: boolean
          hidden_at: string | null
          hidden_by: string | null
          hidden_reason: string | null
          id: string
          name: string
          photos: string[]
          price_cents: number
          search_text: string
          search_vector: unknown
          slug: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "products"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      search_projects: {
        Args: { p_query: string }
        Returns: {
          capacity: number
          certificate_share: number
          city: string | null
          confirmed_count: number
          cover_url: string | null
          created_at: string
          created_by: string | null
          description_html: string
          ends_at: string | null
          format: string
          id: string
          kind: string
          partner_business_id: string | null
          search_vector: unknown
          slug: string
          starts_at: string
          state: string | null
          status: string
          summary: string
          title: string
          updated_at: string
          waitlist_count: number
        }[]
        SetofOptions: {
          from: "*"
          to: "projects"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      search_site: {
        Args: {
          p_kind?: string
          p_limit?: number
          p_offset?: number
          p_query: string
        }
        Returns: {
          happened_at: string
          id: string
          kind: string
          meta: Json
          parent_slug: string
          rank: number
          slug: string
          snippet: string
          title: string
        }[]
      }
      search_site_counts: {
        Args: { p_query: string }
        Returns: {
          kind: string
          total: number
        }[]
      }
      search_unaccent: { Args: { "": string }; Returns: string }
      secure_toggle_admin_status: {
        Args: { new_admin_status: boolean; target_user_id: string }
        Returns: boolean
      }
      secure_toggle_blog_editor: {
        Args: { new_editor_status: boolean; target_user_id: string }
        Returns: boolean
      }
      send_direct_message: {
        Args: { p_body: string; p_conversation: string; p_image_path?: string }
        Returns: string
      }
      set_ambassador_code: {
        Args: { p_code: string; p_user_id: string }
        Returns: string
      }
      set_attendance: {
        Args: { p_present: boolean; p_session_id: string; p_user_id: string }
        Returns: undefined
      }
      set_business_active: {
        Args: { p_active: boolean; p_business_id: string }
        Returns: boolean
      }
      set_business_order_settings: {
        Args: {
          p_business_id: string
          p_enabled: boolean
          p_local_delivery_fee_cents: number
          p_minimum_order_cents: number
          p_note: string
          p_offers_local_delivery: boolean
          p_offers_pickup: boolean
          p_offers_shipping: boolean
          p_pix_key: string
          p_pix_key_type: string
          p_receiver_city: string
          p_receiver_name: string
        }
        Returns: undefined
      }
      set_commission_status: {
        Args: { p_ids: string[]; p_status: string }
        Returns: number
      }
      set_community_moderator: {
        Args: { p_group_id: string; p_moderator: boolean; p_user_id: string }
        Returns: boolean
      }
      set_community_topic_flags: {
        Args: { p_locked?: boolean; p_pinned?: boolean; p_topic_id: string }
        Returns: undefined
      }
      set_product_hidden: {
        Args: { p_hidden: boolean; p_product_id: string; p_reason?: string }
        Returns: undefined
      }
      set_signup_phone_consent: {
        Args: { p_project_id: string; p_share: boolean }
        Returns: undefined
      }
      set_track_items: {
        Args: { p_material_ids: string[]; p_track_id: string }
        Returns: undefined
      }
      setting_bool: { Args: { p_key: string }; Returns: boolean }
      signup_for_project: {
        Args: { p_project_id: string }
        Returns: {
          status: string
          waitlist_position: number
        }[]
      }
      start_conversation: {
        Args: {
          p_body: string
          p_context_id?: string
          p_context_kind?: string
          p_recipient: string
        }
        Returns: string
      }
      subscribe_newsletter: {
        Args: { email: string; name: string }
        Returns: undefined
      }
      toggle_community_support: {
        Args: { p_post_id: string }
        Returns: {
          support_count: number
          supported: boolean
        }[]
      }
      unblock_member: { Args: { p_user: string }; Returns: undefined }
      unread_conversation_count: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      unsubscribe_newsletter: {
        Args: { p_subscriber_id: string }
        Returns: string
      }
      unsubscribe_notification_category: {
        Args: { p_category: string; p_user_id: string }
        Returns: undefined
      }
      update_member_profile: {
        Args: {
          p_bio: string
          p_city: string
          p_handle: string
          p_needs: string[]
          p_needs_note: string
          p_offers: string[]
          p_offers_note: string
          p_social_links: Json
          p_state: string
          p_visibility: string
        }
        Returns: undefined
      }
      verify_certificate: {
        Args: { p_code: string }
        Returns: {
          code: string
          completed_on: string
          holder_name: string
          hours: number
          instructor_name: string
          issued_at: string
          kind: string
          revoked_at: string
          revoked_reason: string
          started_on: string
          title: string
        }[]
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema["Tables"] & DefaultSchema["Views"]) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema["CompositeTypes"] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
